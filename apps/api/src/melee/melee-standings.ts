import type { EntrantView, StandingRow } from '@marque/contracts';
import { byePoints, computeIndividualStandings, lateEntryByes } from '@marque/standings';
import { standingsByeRule } from '../tournaments/bye-rule';
import type { TournamentRules } from '../tournaments/tournaments.repository';
import type { MeleeRoundRecord } from './melee.repository';

/**
 * A mêlée's standings, one row per player (libs/standings' computeIndividualStandings): each
 * finished table counts for both partners; a round sat out is a bye scored by the tournament's
 * rule from that round's finished tables (a late arrival's missed rounds too, when the tournament
 * gives late entries byes). Rows keep the teams' shape: `team` names the player, `player` adds
 * the person.
 */
export function meleeStandings(
  tournament: TournamentRules,
  entrants: readonly EntrantView[],
  rounds: readonly MeleeRoundRecord[],
): StandingRow[] {
  const rule = standingsByeRule(tournament);
  const finishedOf = (round: number) =>
    rounds.find((played) => played.number === round)?.tables.filter((table) => table.finished) ??
    [];
  const byes = [
    ...rounds.flatMap((round) => round.satOut.map((player) => ({ player, round: round.number }))),
    ...lateEntryByes(entrants, rounds.length, tournament.lateEntryByes).map((bye) => ({
      player: bye.team,
      round: bye.round,
    })),
  ];
  const rows = computeIndividualStandings(
    entrants.map((entrant) => ({
      id: entrant.id,
      name: entrant.name,
      withdrawn: entrant.withdrawn,
    })),
    rounds.flatMap((round) => round.tables.filter((table) => table.finished)),
    {
      byes: byes.map(({ player, round }) => ({
        player,
        points: rule ? byePoints(rule, finishedOf(round)) : 0,
      })),
      ranking: tournament.ranking,
      tiebreaks: tournament.tiebreaks,
      drawSeed: tournament.drawSeed,
    },
  );
  const personOf = new Map(entrants.map((entrant) => [entrant.id, entrant.personId]));
  return rows.map(({ player, ...row }) => ({
    ...row,
    team: player,
    walkovers: 0,
    forfeits: 0,
    player: {
      entrantId: player.id,
      personId: personOf.get(player.id) ?? null,
      name: player.name,
      withdrawn: player.withdrawn,
    },
  }));
}
