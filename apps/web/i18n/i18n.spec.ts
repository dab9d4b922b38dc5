import { en } from './en';
import { fr } from './fr';
import { DEFAULT_LOCALE, isLocale, translate, translator } from './index';

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

describe('message catalogues', () => {
  it('has the same keys in French and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });

  it.each(Object.entries({ fr, en }))('has no empty message in %s', (_locale, catalogue) => {
    for (const message of Object.values(catalogue)) expect(message.trim()).not.toBe('');
  });

  it.each(Object.keys(fr) as (keyof typeof fr)[])(
    'uses the same placeholders in both languages for %s',
    (key) => {
      expect(placeholders(en[key]).sort()).toEqual(placeholders(fr[key]).sort());
    },
  );
});

describe('translate', () => {
  it('fills placeholders', () => {
    expect(translate('fr', 'health.tried', { url: 'http://api:3001' })).toBe(
      'Adresse essayée : http://api:3001',
    );
  });

  it.each([
    ['Olivier', 'Annonce d’Olivier'],
    ['Émile', 'Annonce d’Émile'],
    ['Hugo', 'Annonce d’Hugo'],
    ['Bernard', 'Annonce de Bernard'],
  ])('elides « de » before %s', (player, text) => {
    expect(translate('fr', 'form.addBid', { player })).toBe(text);
  });

  it('leaves English alone, and « de » before a number', () => {
    expect(translate('en', 'form.addBid', { player: 'Olivier' })).toBe('Bid by Olivier');
    expect(translate('fr', 'create.targetHint', { default: '2000', min: '500', max: '5000' })).toBe(
      'Par défaut 2000 ; de 500 à 5000.',
    );
  });

  it('leaves a placeholder it has no value for visible', () => {
    expect(translate('en', 'health.api')).toBe('API: {state}');
  });
});

describe('locales', () => {
  it('speaks French by default', () => {
    expect(DEFAULT_LOCALE).toBe('fr');
  });

  it.each([
    ['fr', true],
    ['en', true],
    ['de', false],
    ['FR', false],
    ['', false],
  ])('knows whether %p is a locale', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});

describe('words that agree with a number', () => {
  it.each([
    ['fr', 1, 'Belote coinchée · partie en 1 donne'],
    ['fr', 12, 'Belote coinchée · partie en 12 donnes'],
    ['en', 1, 'Belote coinchée · game of 1 deal'],
    ['en', 12, 'Belote coinchée · game of 12 deals'],
  ] as const)('%s, %i deals', (locale, deals, text) => {
    expect(translator(locale)('game.deals', { game: 'Belote coinchée', deals })).toBe(text);
  });

  it('takes placeholders inside its forms', () => {
    expect(translator('fr')('season.rule.best', { count: 1 })).toBe(', le meilleur résultat');
    expect(translator('fr')('season.rule.best', { count: 4 })).toBe(', les 4 meilleurs résultats');
  });

  it('stays visible without its value', () => {
    expect(translate('fr', 'roundAudit.gamesClosed')).toBe(
      '{count} {count|partie arrêtée|parties arrêtées} à la cloche',
    );
  });
});
