import { matchPerson, type MatchCandidate } from './match-person.ts';

const person = (
  id: string,
  nameKey: string,
  club: string | null = null,
  licence: string | null = null,
): MatchCandidate => ({ id, nameKey, club, licence });

describe('matchPerson', () => {
  const helene = person('helene', 'helene dupont', 'CC Sion');
  const jean1 = person('jean-sion', 'jean martin', 'CC Sion');
  const jean2 = person('jean-bulle', 'jean martin', 'Bulle');
  const licensed = person('licensed', 'marc fellay', null, 'FFB123');

  it.each([
    [
      'the same name, accents and case aside',
      { name: 'HÉLÈNE Dupont' },
      [helene],
      { kind: 'existing', id: 'helene' },
    ],
    [
      'the same name in the other order',
      { name: 'DUPONT Hélène' },
      [helene],
      { kind: 'existing', id: 'helene' },
    ],
    [
      'the same name and club',
      { name: 'Jean Martin', club: 'cc sion' },
      [jean1, jean2],
      { kind: 'existing', id: 'jean-sion' },
    ],
    [
      'a name alone when two clubs have it',
      { name: 'Jean Martin' },
      [jean1, jean2],
      { kind: 'ambiguous', count: 2 },
    ],
    [
      'a name of another club',
      { name: 'Jean Martin', club: 'Monthey' },
      [jean1, jean2],
      { kind: 'new' },
    ],
    [
      'a name whose person has no club yet',
      { name: 'Hélène Dupont', club: 'Monthey' },
      [person('h', 'helene dupont')],
      { kind: 'existing', id: 'h' },
    ],
    [
      'a licence, however the name is spelled',
      { name: 'M. Felay', licence: 'ffb 123' },
      [licensed],
      { kind: 'existing', id: 'licensed' },
    ],
    [
      'a name whose person holds another licence',
      { name: 'Marc Fellay', licence: 'FFB999' },
      [licensed],
      { kind: 'new' },
    ],
    [
      'a name without a licence, its person licensed',
      { name: 'Marc Fellay' },
      [licensed],
      { kind: 'existing', id: 'licensed' },
    ],
    ['an unknown name', { name: 'Zoé Nouvelle' }, [helene, jean1], { kind: 'new' }],
    ['a name that only begins like a person’s', { name: 'Hélène' }, [helene], { kind: 'new' }],
  ] as const)('finds %s', (_case, written, candidates, expected) => {
    expect(matchPerson(written, candidates)).toEqual(expected);
  });
});
