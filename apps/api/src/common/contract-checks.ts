// Compile-time checks that the HTTP contracts (libs/contracts, plain types the web app also
// uses) say exactly what the domain libraries say. Nothing here runs: a drift fails typecheck.
import type * as Contracts from '@marque/contracts';
import type * as Pairing from '@marque/pairing';
import type * as Rules from '@marque/rules';
import type * as Standings from '@marque/standings';

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

export type ContractChecks = [
  Assert<Equal<Contracts.Seat, Rules.Seat>>,
  Assert<Equal<Contracts.TeamSide, Rules.Team>>,
  Assert<Equal<Contracts.Suit, Rules.Suit>>,
  Assert<Equal<Contracts.ContractValue, Rules.ContractValue>>,
  Assert<Equal<Contracts.AnyContractValue, Rules.AnyContractValue>>,
  Assert<Equal<Contracts.RulesetId, Rules.RulesetId>>,
  Assert<Equal<Contracts.RulesetForm, Rules.RulesetForm>>,
  Assert<Equal<Contracts.Doubling, Rules.Doubling>>,
  Assert<Equal<Contracts.Call, Rules.AnyCall>>,
  Assert<Equal<Contracts.Claim, Rules.ClaimedDeal['claim']>>,
  Assert<Equal<Contracts.TieAtBell, Rules.TieAtBell>>,
  Assert<Equal<Contracts.Tiebreak, Standings.Tiebreak>>,
  Assert<Equal<Contracts.Ranking, Standings.Ranking>>,
  Assert<Equal<Contracts.ByeRule['rule'], Standings.ByeRule['rule']>>,
  Assert<Equal<Contracts.KnockoutTie, Rules.KnockoutTie>>,
  // A row of the standings is libs/standings' row, and a pools tournament's final place from
  // libs/pairing's brackets.
  Assert<Equal<Omit<Contracts.StandingRow, 'poolRank' | 'placing' | 'player'>, Standings.Standing>>,
  Assert<Equal<NonNullable<Contracts.StandingRow['placing']>, Pairing.Placing>>,
  // Every rule a deal can break has its code in the API's list, for clients to translate.
  Assert<[Rules.RulesErrorCode] extends [Contracts.ApiErrorCode] ? true : false>,
];
