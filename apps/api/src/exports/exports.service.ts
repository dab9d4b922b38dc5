import { Injectable } from '@nestjs/common';
import { isClaimed, isPassedOut } from '@marque/rules';
import { stringify } from 'csv-stringify/sync';
import { StandingsService } from '../standings/standings.service';
import { TournamentsService } from '../tournaments/tournaments.service';
import { ExportsRepository, type ExportedDeal } from './exports.repository';
import { spreadsheetSafe } from './spreadsheet-safe';

/** A header row, and every text cell kept text in a spreadsheet (numbers stay numbers). */
const CSV_OPTIONS = { header: true, cast: { string: spreadsheetSafe } };

/** Spreadsheet-ready CSV (comma-separated, quoted where needed, a header row, no formulas). */
@Injectable()
export class ExportsService {
  constructor(
    private readonly tournaments: TournamentsService,
    private readonly standings: StandingsService,
    private readonly exports: ExportsRepository,
  ) {}

  /** The standings, each row saying the game, the first criterion and what a bye scored. */
  async standingsCsv(tournamentId: string): Promise<string> {
    const { ruleset, ranking, byeRule, byePoints } = await this.tournaments.get(tournamentId);
    const rows = await this.standings.standings(tournamentId);
    return stringify(
      rows.map((row) => ({
        rank: row.rank,
        team: row.team.name,
        withdrawn: row.team.withdrawn ? 'yes' : '',
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
        game: ruleset,
        ranking,
        byeRule: byeRule?.rule ?? 'none',
        byePoints: byePoints ?? '',
      })),
      CSV_OPTIONS,
    );
  }

  async dealsCsv(tournamentId: string): Promise<string> {
    const { ruleset } = await this.tournaments.get(tournamentId);
    const deals = await this.exports.deals(tournamentId);
    return stringify(
      deals.map((deal) => ({ ...dealRow(deal), game: ruleset })),
      CSV_OPTIONS,
    );
  }
}

function dealRow(deal: ExportedDeal) {
  const facts = deal.facts;
  const contract = isPassedOut(facts) ? null : facts;
  return {
    round: deal.round,
    table: deal.table,
    teamA: deal.teamA,
    teamB: deal.teamB,
    deal: deal.number,
    dealer: deal.dealer,
    kind: isPassedOut(facts) ? 'passed-out' : isClaimed(facts) ? 'claim' : 'played',
    contract: contract ? String(contract.contract.value) : '',
    suit: contract?.contract.suit ?? '',
    declarer: contract ? contract.contract.declarer : '',
    doubling: contract && 'doubling' in contract ? (contract.doubling ?? '') : '',
    cardPointsA: contract && 'cardPoints' in contract ? contract.cardPoints.A : '',
    cardPointsB: contract && 'cardPoints' in contract ? contract.cardPoints.B : '',
    allTricks:
      contract && 'allTricks' in contract && contract.allTricks ? contract.allTricks.team : '',
    claimBy: contract && 'claim' in contract ? contract.claim.team : '',
    made: deal.made === null ? '' : deal.made ? 'yes' : 'no',
    marksA: deal.marks.A,
    marksB: deal.marks.B,
    totalA: deal.totals.A,
    totalB: deal.totals.B,
    belote: contract && 'belote' in contract ? (contract.belote ?? '') : '',
    revoke: contract && 'revoke' in contract ? (contract.revoke ?? '') : '',
  };
}
