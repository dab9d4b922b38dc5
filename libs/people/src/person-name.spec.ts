import fc from 'fast-check';
import {
  displayName,
  nameKey,
  nameKeysOf,
  normaliseLicence,
  normaliseText,
  searchText,
  searchWords,
  sortKey,
  splitFullName,
} from './person-name.ts';

describe('normaliseText', () => {
  it.each([
    ['Hélène', 'helene'],
    ['HÉLÈNE', 'helene'],
    ['François Lœuvre', 'francois loeuvre'],
    ['Jean-Pierre  O’Neil', 'jean pierre o neil'],
    ["d'Aubigné", 'd aubigne'],
    ['  Zoë   Ægir ', 'zoe aegir'],
    ['Groß Øster Łukasz', 'gross oster lukasz'],
    ['GROẞ', 'gross'],
    ['Müller-Lüdenscheidt', 'muller ludenscheidt'],
    ['C.C. Martigny', 'c c martigny'],
    ['Ñúñez Çelik', 'nunez celik'],
    ['50% _off_', '50 off'],
  ])('reads %j as %j', (text, normal) => {
    expect(normaliseText(text)).toBe(normal);
  });

  it('is idempotent and never leaves a capital, an accent or a double space', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        const once = normaliseText(text);
        expect(normaliseText(once)).toBe(once);
        expect(once).not.toMatch(/[A-Z]|\s\s|^\s|\s$/);
        // No mark of a Latin letter is left (other scripts keep theirs, as in SQL).
        expect([...once].filter((c) => c >= '\u0300' && c <= '\u036f')).toEqual([]);
      }),
    );
  });
});

describe('normaliseLicence', () => {
  it('drops spaces and writes capitals: "ffb 12 345" is "FFB12345"', () => {
    expect(normaliseLicence(' ffb 12 345 ')).toBe('FFB12345');
  });
});

describe('displayName, nameKey, sortKey and searchText', () => {
  const anne = { firstName: 'Anne-Sophie', lastName: 'Rey', club: 'CC Sion', licence: 'A12' };

  it('shows « first last », or the last name alone', () => {
    expect(displayName(anne)).toBe('Anne-Sophie Rey');
    expect(displayName({ firstName: '', lastName: 'Zaza' })).toBe('Zaza');
  });

  it('matches on « first last », sorts on « last first », searches names, club and licence', () => {
    expect(nameKey(anne)).toBe('anne sophie rey');
    expect(sortKey(anne)).toBe('rey anne sophie');
    expect(searchText(anne)).toBe('anne sophie rey cc sion a12');
    expect(searchText({ firstName: 'Jo', lastName: 'Lo', club: null, licence: null })).toBe(
      'jo lo',
    );
  });
});

describe('searchWords', () => {
  it('splits a query in normal form, at most 8 words', () => {
    expect(searchWords('  Hélène  DUPONT ')).toEqual(['helene', 'dupont']);
    expect(searchWords('%_')).toEqual([]);
    expect(searchWords('a\0b')).toEqual(['a', 'b']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('nameKeysOf', () => {
  it('gives every order of the words: « DUPONT Jean » names Jean Dupont', () => {
    expect(nameKeysOf('DUPONT Jean')).toEqual(['dupont jean', 'jean dupont']);
    expect(nameKeysOf('Jean de La Fontaine')).toContain('jean de la fontaine');
    expect(nameKeysOf('Jean de La Fontaine')).toContain('de la fontaine jean');
    expect(nameKeysOf('Zaza')).toEqual(['zaza']);
  });
});

describe('splitFullName', () => {
  it.each([
    ['Anne Rey', { firstName: 'Anne', lastName: 'Rey' }],
    ['Jean de La Fontaine', { firstName: 'Jean', lastName: 'de La Fontaine' }],
    ['DUPONT Jean-Marc', { firstName: 'Jean-Marc', lastName: 'DUPONT' }],
    ['LE GALL Yann', { firstName: 'Yann', lastName: 'LE GALL' }],
    ['JEAN DUPONT', { firstName: 'JEAN', lastName: 'DUPONT' }],
    ['Zaza', { firstName: '', lastName: 'Zaza' }],
    ['  Marc   Fellay ', { firstName: 'Marc', lastName: 'Fellay' }],
  ])('reads %j as %j', (full, split) => {
    expect(splitFullName(full)).toEqual(split);
  });

  it('keeps every word, so the name shown is the name typed (spaces aside)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-zéÉ][A-Za-zéÉ-]{0,7}$/), { minLength: 1, maxLength: 5 }),
        (words) => {
          const full = words.join(' ');
          const split = splitFullName(full);
          expect(nameKeysOf(full)).toContain(nameKey(split));
        },
      ),
    );
  });
});
