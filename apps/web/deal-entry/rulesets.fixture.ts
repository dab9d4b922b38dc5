import type {
  AnyContractValue,
  RulesetForm,
  RulesetId,
  RulesetInfo,
  TableView,
} from '../lib/api-types';

// The four games as `GET /api/rulesets` describes them (libs/rules' `getRuleset(id).form`),
// for the specs: the web app reads them from the API at run time, never from libs/rules.

const DOUBLINGS = ['none', 'coinche', 'surcoinche'] as const;
const COINCHE_CALLS = ['pass', 'bid', 'coinche', 'surcoinche'] as const;
const COINCHE_TARGET = { default: 2000, min: 500, max: 5000 };
const tens = (from: number, to: number): AnyContractValue[] =>
  Array.from(
    { length: (to - from) / 10 + 1 },
    (_, index) => (from + index * 10) as AnyContractValue,
  );

const jassForm = (contracts: AnyContractValue[]): RulesetForm => ({
  cards: 36,
  tricks: 9,
  totalPoints: 157,
  pointsAddUp: 'exactly',
  contracts,
  doublings: DOUBLINGS,
  uncoinchable: ['generale'],
  calls: COINCHE_CALLS,
  facts: { allTricks: true, allTricksAlone: true, belote: false, claim: true, revoke: false },
  seatOrder: 'counterclockwise',
  target: COINCHE_TARGET,
});

const FORMS: Record<RulesetId, RulesetForm> = {
  'marque-2018': jassForm([...tens(60, 150), 'match', 'generale']),
  'jass-coinche': jassForm([...tens(50, 150), 'match', 'generale']),
  'belote-coinchee': {
    cards: 32,
    tricks: 8,
    totalPoints: 162,
    pointsAddUp: 'exactly',
    contracts: [...tens(80, 160), 'capot'],
    doublings: DOUBLINGS,
    uncoinchable: [],
    calls: COINCHE_CALLS,
    facts: { allTricks: true, allTricksAlone: false, belote: true, claim: false, revoke: false },
    seatOrder: 'clockwise',
    target: COINCHE_TARGET,
  },
  cinch: {
    cards: 52,
    tricks: 6,
    totalPoints: 14,
    pointsAddUp: 'at-most',
    contracts: Array.from({ length: 14 }, (_, index) => (index + 1) as AnyContractValue),
    doublings: ['none'],
    uncoinchable: [],
    calls: ['pass', 'bid'],
    facts: { allTricks: false, allTricksAlone: false, belote: false, claim: false, revoke: true },
    seatOrder: 'clockwise',
    target: { default: 51, min: 11, max: 500 },
  },
};

const NAMES: Record<RulesetId, RulesetInfo['names']> = {
  'marque-2018': { fr: 'Coinche, marque du tournoi 2018', en: 'Coinche, 2018 tournament marque' },
  'belote-coinchee': { fr: 'Belote coinchée', en: 'Belote coinchée (32 cards)' },
  'jass-coinche': { fr: 'Jass coinché', en: 'Jass coinché' },
  cinch: { fr: 'Cinch (Double Pedro)', en: 'Cinch (Double Pedro)' },
};

export function rulesetInfo(id: RulesetId): RulesetInfo {
  const form = FORMS[id];
  return { id, names: NAMES[id], defaultTarget: form.target.default, form };
}

export const formOf = (id: RulesetId): RulesetForm => FORMS[id];

/** Two teams at a table of game `id`, as a sheet shows them. */
export function tableOf(id: RulesetId): Pick<TableView, 'ruleset' | 'teamA' | 'teamB'> {
  return {
    ruleset: rulesetInfo(id),
    teamA: { id: 'a', name: 'Les As', players: ['Anne', 'Alex'], seats: [0, 2] },
    teamB: { id: 'b', name: 'Bourdons', players: ['Bea', 'Bob'], seats: [1, 3] },
  };
}
