import { Injectable } from '@nestjs/common';
import type { Placing, SheetConfirmation, StandingRow, TeamSide } from '@marque/contracts';
import { getRuleset, isClaimed, isPassedOut, type RulesetId } from '@marque/rules';
import type { Language } from '../i18n/language';
import { StandingsService } from '../standings/standings.service';
import { TournamentsService } from '../tournaments/tournaments.service';
import { ExportsRepository, type ExportedDeal } from './exports.repository';
import { csvFile as csv } from './csv-file';

type Row = Record<string, string | number>;

/** Each column's key (the English header) and its French header, in the files' order. */
const STANDINGS_COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ['rank', 'Rang'],
  ['team', 'Équipe'],
  ['withdrawn', 'Retirée'],
  ['score', 'Score'],
  ['played', 'Jouées'],
  ['won', 'Gagnées'],
  ['drawn', 'Nulles'],
  ['lost', 'Perdues'],
  ['byes', 'Exempts'],
  ['pointsFor', 'Points pour'],
  ['pointsAgainst', 'Points contre'],
  ['pointsDifference', 'Différence'],
  ['buchholz', 'Buchholz'],
  ['game', 'Jeu'],
  ['ranking', 'Classement'],
  ['byeRule', 'Règle des exempts'],
  ['byePoints', 'Points des exempts'],
  // Added after the first columns, which keep their order: a tournament of pools' pool and
  // final place, and every tournament's walkovers.
  ['pool', 'Poule'],
  ['poolRank', 'Rang en poule'],
  ['placing', 'Place finale'],
  ['stage', 'Parcours'],
  ['walkovers', 'Gagnées par forfait'],
  ['forfeits', 'Forfaits'],
];

/** A mêlée's standings: a row per player, the player's name where a team's would be. */
const PLAYER_STANDINGS_COLUMNS = STANDINGS_COLUMNS.map(([key, french]) =>
  key === 'team'
    ? (['player', 'Joueur'] as const)
    : key === 'withdrawn'
      ? (['withdrawn', 'Retiré'] as const)
      : ([key, french] as const),
);

const DEALS_COLUMNS: ReadonlyArray<readonly [string, string]> = [
  // « Tour », as every screen says (a « manche » is nowhere else in Marque).
  ['round', 'Tour'],
  ['table', 'Table'],
  ['teamA', 'Équipe A'],
  ['teamB', 'Équipe B'],
  ['deal', 'Donne'],
  ['dealer', 'Donneur'],
  ['kind', 'Type'],
  ['contract', 'Contrat'],
  ['suit', 'Atout'],
  ['declarer', 'Preneur'],
  ['doubling', 'Coinche'],
  ['cardPointsA', 'Points cartes A'],
  ['cardPointsB', 'Points cartes B'],
  ['allTricks', 'Tous les plis'],
  ['claimBy', 'Réclamée par'],
  ['made', 'Réussie'],
  ['marksA', 'Marque A'],
  ['marksB', 'Marque B'],
  ['totalA', 'Total A'],
  ['totalB', 'Total B'],
  ['belote', 'Belote'],
  ['revoke', 'Renonce'],
  ['game', 'Jeu'],
  ['sheetA', 'Feuille A'],
  ['sheetB', 'Feuille B'],
];

/** The French words for the values the files spell out (English keeps the API's own words). */
const FRENCH_WORDS: Readonly<Record<string, string>> = {
  yes: 'oui',
  no: 'non',
  'former player': 'joueur parti',
  'passed-out': 'donne nulle',
  claim: 'réclamée',
  played: 'jouée',
  spades: 'pique',
  hearts: 'cœur',
  diamonds: 'carreau',
  clubs: 'trèfle',
  none: 'aucune',
  coinche: 'coinchée',
  surcoinche: 'surcoinchée',
  capot: 'Capot',
  match: 'Match',
  generale: 'Générale',
  signed: 'signée',
  disputed: 'contestée',
  deal: 'donne',
};

/** The words of the standings' options, in both languages: never an id. */
const OPTION_WORDS: Readonly<Record<string, Record<Language, string>>> = {
  wins: { fr: 'parties gagnées', en: 'games won' },
  points: { fr: 'points marqués', en: 'points marked' },
  fixed: { fr: 'points fixes', en: 'fixed points' },
  'half-game': { fr: 'demi-partie', en: 'half a game' },
  'round-average': { fr: 'moyenne du tour', en: 'round average' },
  none: { fr: 'aucun point', en: 'no points' },
};

/** How far a team went, in words (« demi-finaliste », "consolation winner"). */
function stageWords(placing: Placing, language: Language): string {
  const french = language === 'fr';
  if (placing.decidedIn === 'pools')
    return french
      ? `${placing.reached}e de poule, hors tableaux`
      : `pool place ${placing.reached}, no bracket`;
  const stage = {
    1: french ? 'vainqueur' : 'winner',
    2: french ? 'finaliste' : 'finalist',
    4: french ? 'demi-finaliste' : 'semi-finalist',
    8: french ? 'quart de finaliste' : 'quarter-finalist',
  }[placing.reached];
  const reached =
    stage ??
    (french
      ? `éliminée en 1/${placing.reached / 2} de finale`
      : `out in the round of ${placing.reached}`);
  if (placing.decidedIn === 'main')
    return placing.reached === 1 ? (french ? 'vainqueur du tournoi' : 'champion') : reached;
  return french ? `${reached} de la consolante` : `consolation ${reached}`;
}

/** "3–4": a place several teams share, in one cell. */
function placeCell(placing: Placing): string {
  return placing.place === placing.to ? String(placing.place) : `${placing.place}–${placing.to}`;
}

/** The game's name in the reader's language (« Belote coinchée »), not its id. */
function gameName(ruleset: RulesetId, language: Language): string {
  return getRuleset(ruleset).names[language];
}

/** A word of the file in the reader's language. */
function word(value: string, language: Language): string {
  return language === 'fr' ? (FRENCH_WORDS[value] ?? value) : value;
}

/** Spreadsheet-ready CSV (quoted where needed, a header row, no formulas), in French or English. */
@Injectable()
export class ExportsService {
  constructor(
    private readonly tournaments: TournamentsService,
    private readonly standings: StandingsService,
    private readonly exports: ExportsRepository,
  ) {}

  /** The standings, each row saying the game, the first criterion and what a bye scored. */
  async standingsCsv(tournamentId: string, language: Language = 'fr'): Promise<string> {
    const { ruleset, ranking, byeRule, byePoints, entry } =
      await this.tournaments.get(tournamentId);
    const rows = byFinalPlace(await this.standings.standings(tournamentId));
    const option = (value: string) => OPTION_WORDS[value]?.[language] ?? value;
    return csv(
      rows.map((row) => ({
        // In a tournament of pools the rank is the final place (the pool's is beside it).
        rank: row.pool === undefined ? row.rank : (row.placing?.place ?? ''),
        [entry === 'individual' ? 'player' : 'team']: row.team.name,
        withdrawn: row.team.withdrawn ? word('yes', language) : '',
        score: row.score,
        played: row.played,
        won: row.won,
        drawn: row.drawn,
        lost: row.lost,
        byes: row.byes,
        pointsFor: row.pointsFor,
        pointsAgainst: row.pointsAgainst,
        pointsDifference: row.pointsDifference,
        buchholz: row.buchholz,
        game: gameName(ruleset, language),
        ranking: option(ranking),
        byeRule: option(byeRule?.rule ?? 'none'),
        byePoints: byePoints ?? '',
        pool: row.pool === undefined ? '' : String.fromCharCode(65 + row.pool),
        poolRank: row.poolRank ?? '',
        placing: row.placing ? placeCell(row.placing) : '',
        stage: row.placing ? stageWords(row.placing, language) : '',
        walkovers: row.walkovers,
        forfeits: row.forfeits,
      })),
      entry === 'individual' ? PLAYER_STANDINGS_COLUMNS : STANDINGS_COLUMNS,
      language,
    );
  }

  async dealsCsv(tournamentId: string, language: Language = 'fr'): Promise<string> {
    const { ruleset } = await this.tournaments.get(tournamentId);
    const deals = await this.exports.deals(tournamentId);
    return csv(
      deals.map((deal) => ({ ...dealRow(deal, language), game: gameName(ruleset, language) })),
      DEALS_COLUMNS,
      language,
    );
  }
}

/**
 * A tournament of pools' rows by final place, then pool and pool rank (the teams still in a
 * bracket after the placed ones); any other tournament's as ranked.
 */
function byFinalPlace(rows: StandingRow[]): StandingRow[] {
  if (!rows.some((row) => row.placing)) return rows;
  const place = (row: StandingRow) => row.placing?.place ?? Number.MAX_SAFE_INTEGER;
  return [...rows].sort(
    (a, b) => place(a) - place(b) || (a.pool ?? 0) - (b.pool ?? 0) || a.rank - b.rank,
  );
}

function dealRow(deal: ExportedDeal, language: Language): Row {
  const facts = deal.facts;
  const contract = isPassedOut(facts) ? null : facts;
  const say = (value: string) => (value === '' ? '' : word(value, language));
  return {
    round: deal.round,
    table: deal.table,
    teamA: deal.teamA,
    teamB: deal.teamB,
    deal: deal.number,
    dealer: playerAt(deal, deal.dealer, language),
    kind: say(isPassedOut(facts) ? 'passed-out' : isClaimed(facts) ? 'claim' : 'played'),
    contract: contract ? say(String(contract.contract.value)) : '',
    suit: say(contract?.contract.suit ?? ''),
    declarer: contract ? playerAt(deal, contract.contract.declarer, language) : '',
    doubling: say(contract && 'doubling' in contract ? (contract.doubling ?? '') : ''),
    cardPointsA: contract && 'cardPoints' in contract ? contract.cardPoints.A : '',
    cardPointsB: contract && 'cardPoints' in contract ? contract.cardPoints.B : '',
    allTricks:
      contract && 'allTricks' in contract && contract.allTricks ? contract.allTricks.team : '',
    claimBy: contract && 'claim' in contract ? contract.claim.team : '',
    made: deal.made === null ? '' : say(deal.made ? 'yes' : 'no'),
    marksA: deal.marks.A,
    marksB: deal.marks.B,
    totalA: deal.totals.A,
    totalB: deal.totals.B,
    belote: contract && 'belote' in contract ? (contract.belote ?? '') : '',
    revoke: contract && 'revoke' in contract ? (contract.revoke ?? '') : '',
    sheetA: confirmationCell(deal.confirmations, 'A', language),
    sheetB: confirmationCell(deal.confirmations, 'B', language),
  };
}

/**
 * The player at a seat: team A's first and second at 0 and 2, team B's at 1 and 3; a player
 * deleted from the registry is « joueur parti ».
 */
function playerAt(deal: ExportedDeal, seat: number, language: Language): string {
  const players = seat % 2 === 0 ? deal.playersA : deal.playersB;
  return players[seat < 2 ? 0 : 1] || word('former player', language);
}

/**
 * What a team said of its table's final sheet: « signée 14:32 » (the time in the server's time
 * zone, the hall's), « contestée donne 5 », « contestée » (the whole sheet), or nothing yet.
 */
function confirmationCell(
  confirmations: readonly SheetConfirmation[],
  side: TeamSide,
  language: Language,
): string {
  const confirmation = confirmations.find((each) => each.side === side);
  if (!confirmation) return '';
  if (confirmation.kind === 'signed') {
    const time = new Date(confirmation.at).toTimeString().slice(0, 5);
    return `${word('signed', language)} ${time}`;
  }
  const deal = confirmation.dealNumber;
  return word('disputed', language) + (deal === null ? '' : ` ${word('deal', language)} ${deal}`);
}
