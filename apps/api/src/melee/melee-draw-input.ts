import type { EntrantView } from '@marque/contracts';
import type { MeleeDrawInput } from '@marque/pairing';
import type { TournamentRules } from '../tournaments/tournaments.repository';
import type { MeleeRoundRecord } from './melee.repository';

/**
 * What libs/pairing's drawMelee draws round `number` from: the players present (entered by then,
 * not withdrawn), every earlier round's pairs and sit-outs, the tournament's seed, its pairing
 * (`random`, or `swiss` on `standings`, best first) and its clubs rule. The same tournament and
 * history always give the same input, so the same draw. A late arrival whose missed rounds score
 * as byes is listed among those rounds' sit-outs, so that the draw does not make them sit out at
 * once (libs/pairing's README).
 */
export function meleeDrawInput(
  tournament: TournamentRules,
  entrants: readonly EntrantView[],
  rounds: readonly MeleeRoundRecord[],
  number: number,
  standings: readonly string[],
): MeleeDrawInput {
  const present = entrants.filter((entrant) => !entrant.withdrawn && entrant.joinedRound <= number);
  const missed = (round: number) =>
    tournament.lateEntryByes
      ? present.filter((entrant) => entrant.joinedRound > round).map((entrant) => entrant.id)
      : [];
  return {
    players: present.map((entrant) => ({
      id: entrant.id,
      ...(entrant.club ? { club: entrant.club } : {}),
    })),
    history: rounds
      .filter((round) => round.number < number)
      .map((round) => ({
        tables: round.tables.map(({ pairA, pairB }) => ({ pairA, pairB })),
        satOut: [...round.satOut, ...missed(round.number)],
      })),
    round: number,
    seed: tournament.drawSeed,
    mode: tournament.pairing === 'random' ? 'random' : 'swiss',
    ...(tournament.pairing === 'random' ? {} : { standings }),
    keepClubsApart: tournament.avoidSameClub,
  };
}
