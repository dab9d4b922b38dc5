import { en } from './en';
import { fr } from './fr';
import { DEFAULT_LOCALE, isLocale, translate } from './index';

describe('message catalogues', () => {
  it('has the same keys in French and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });

  it.each(Object.entries({ fr, en }))('has no empty message in %s', (_locale, catalogue) => {
    for (const message of Object.values(catalogue)) expect(message.trim()).not.toBe('');
  });

  it('speaks French by default', () => {
    expect(DEFAULT_LOCALE).toBe('fr');
  });

  it('fills placeholders', () => {
    expect(translate('fr', 'health.unreachable', { url: 'http://api:3001' })).toBe(
      'API injoignable à http://api:3001',
    );
  });

  it.each([
    ['fr', true],
    ['en', true],
    ['de', false],
    ['', false],
  ])('knows whether %p is a locale', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});
