import { translator } from '../i18n';
import { describeConfirmation } from './confirmation-audit';

const table = { teamA: { name: 'Capot d’Or' }, teamB: { name: 'Les Belotes' } } as const;

describe('describeConfirmation', () => {
  const fr = translator('fr');
  const en = translator('en');

  it('keeps the team and its note apart, and says when the whole sheet is disputed', () => {
    const whole = {
      side: 'A',
      kind: 'disputed',
      dealNumber: null,
      note: 'Donne 5 : 80 pas 90',
    } as const;
    expect(describeConfirmation(fr, table as never, whole)).toBe(
      'Capot d’Or · toute la feuille : « Donne 5 : 80 pas 90 »',
    );
    expect(describeConfirmation(en, table as never, whole)).toBe(
      'Capot d’Or · the whole sheet: “Donne 5 : 80 pas 90”',
    );
  });

  it('names the deal unless the entry already does, and a signature by its team alone', () => {
    const deal = { side: 'B', kind: 'disputed', dealNumber: 2, note: null } as const;
    expect(describeConfirmation(fr, table as never, deal)).toBe('Les Belotes · donne 2');
    expect(describeConfirmation(fr, table as never, deal, 2)).toBe('Les Belotes');
    const signed = { side: 'A', kind: 'signed', dealNumber: null, note: null } as const;
    expect(describeConfirmation(fr, table as never, signed)).toBe('Capot d’Or');
  });
});
