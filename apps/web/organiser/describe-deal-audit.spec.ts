import { translator } from '../i18n';
import {
  auditActorName,
  describeClosedAtBell,
  describeDealChanges,
  tableAuditAction,
} from './describe-deal-audit';

const table = {
  teamA: { id: 'a', name: 'Les As', players: ['Anne', 'Alain'] as [string, string] },
  teamB: { id: 'b', name: 'Les Rois', players: ['Bea', 'Bruno'] as [string, string] },
  ruleset: { id: 'marque-2018' },
} as unknown as Parameters<typeof describeDealChanges>[2];

const deal = {
  number: 4,
  dealer: 1,
  contract: { value: 100, suit: 'hearts', declarer: 0 },
  doubling: 'none',
  cardPoints: { A: 100, B: 57 },
  made: true,
  marks: { A: 200, B: 57 },
  totals: { A: 900, B: 400 },
};

describe('describeDealChanges', () => {
  const fr = translator('fr');
  const en = translator('en');

  it('names a change of card points with the team and both values', () => {
    const corrected = { ...deal, cardPoints: { A: 110, B: 47 }, marks: { A: 210, B: 47 } };
    expect(describeDealChanges(fr, 'fr', table, deal, corrected)).toEqual([
      { what: 'points Les As', before: '100', after: '110' },
      { what: 'points Les Rois', before: '57', after: '47' },
      { what: 'marque Les As', before: '200', after: '210' },
      { what: 'marque Les Rois', before: '57', after: '47' },
    ]);
  });

  it('says a contract, its declarer and its doubling in words', () => {
    const corrected = {
      ...deal,
      contract: { value: 'match', suit: 'spades', declarer: 1 },
      doubling: 'coinche',
    };
    expect(describeDealChanges(en, 'en', table, deal, corrected)).toEqual([
      { what: 'contract', before: '100 ♥', after: 'Match ♠' },
      { what: 'declarer', before: 'Anne', after: 'Bea' },
      { what: 'doubling', before: 'None', after: 'Coinche' },
    ]);
  });

  it('writes large numbers as the reader does', () => {
    const corrected = { ...deal, marks: { A: 2160, B: 57 } };
    const [change] = describeDealChanges(fr, 'fr', table, deal, corrected);
    expect(change).toEqual({ what: 'marque Les As', before: '200', after: '2\u202f160' });
  });

  it('lists a deal turned into a passed-out one', () => {
    const changes = describeDealChanges(fr, 'fr', table, deal, {
      number: 4,
      dealer: 1,
      passedOut: true,
      made: null,
      marks: { A: 0, B: 0 },
      totals: { A: 700, B: 343 },
    });
    expect(changes.map((change) => change.what)).toEqual([
      'donne nulle',
      'contrat',
      'preneur',
      'points Les As',
      'points Les Rois',
      'marque Les As',
      'marque Les Rois',
    ]);
    expect(changes[1]).toEqual({ what: 'contrat', before: '100 ♥', after: 'aucun' });
  });

  it('lists nothing when nothing changed', () => {
    expect(describeDealChanges(fr, 'fr', table, deal, { ...deal })).toEqual([]);
  });
});

describe('auditActorName', () => {
  const fr = translator('fr');
  const tables = new Map([['t-1', 3]]);

  it('names the organiser by e-mail and a referee by the table number', () => {
    expect(auditActorName(fr, 'organiser:anne@example.org', tables)).toBe('anne@example.org');
    expect(auditActorName(fr, 'referee:table:t-1', tables)).toBe('table 3 (arbitre)');
  });

  it('never shows an internal id', () => {
    expect(auditActorName(fr, 'referee:table:t-9', tables)).toBe('l’arbitre de la table');
    expect(auditActorName(fr, 'something:else', tables)).toBe('inconnu');
  });
});

describe('tableAuditAction', () => {
  it.each(['fr', 'en'] as const)(
    'names in %s every action the API writes on a table, never its raw key',
    (locale) => {
      const t = translator(locale);
      for (const action of [
        'deal.recorded',
        'deal.corrected',
        'deal.deleted',
        'game.closed-at-bell',
      ]) {
        const text = tableAuditAction(t, action);
        expect(text).toEqual(expect.any(String));
        expect(text).not.toContain(action);
        expect(text).not.toContain('.');
      }
      expect(tableAuditAction(t, 'game.closed-at-bell')).toBe(
        locale === 'fr' ? 'Partie arrêtée à la cloche' : 'Game stopped at the bell',
      );
    },
  );

  it('tells the totals a game stopped at and its outcome', () => {
    expect(
      describeClosedAtBell(translator('fr'), 'fr', table, {
        totals: { A: 1510, B: 980 },
        winner: 'A',
      }),
    ).toBe('Les As 1\u202f510 – Les Rois 980 : gagnée par Les As');
    expect(
      describeClosedAtBell(translator('en'), 'en', table, { totals: { A: 0, B: 0 }, winner: null }),
    ).toBe('Les As 0 – Les Rois 0: drawn');
  });
});
