import { nameKey } from '@marque/people';
import { matchArchivedPeople } from './archive-people';

const person = (id: string, firstName: string, lastName: string, more: object = {}) => ({
  id,
  firstName,
  lastName,
  club: null,
  licence: null,
  ...more,
});
const here = (id: string, firstName: string, lastName: string, more: object = {}) => ({
  id,
  nameKey: nameKey({ firstName, lastName }),
  club: null,
  licence: null,
  ...more,
});

describe('matchArchivedPeople', () => {
  it.each([
    [
      'the holder of the same licence, whatever the name',
      person('f1', 'M.', 'CURIE', { licence: 'FFB777' }),
      [here('h1', 'Marie', 'Curie', { licence: 'FFB777' })],
      'h1',
    ],
    [
      'the same name in another order and case, of the same club',
      person('f1', 'VALET', 'paul', { club: 'Sablé' }),
      [here('h1', 'Paul', 'Valet', { club: 'sable' })],
      'h1',
    ],
    [
      'nobody for the same name of another club',
      person('f1', 'Paul', 'Valet', { club: 'Loué' }),
      [here('h1', 'Paul', 'Valet', { club: 'Sablé' })],
      undefined,
    ],
    [
      'nobody for the same name under another licence',
      person('f1', 'Paul', 'Valet', { licence: 'FFB1' }),
      [here('h1', 'Paul', 'Valet', { licence: 'FFB2' })],
      undefined,
    ],
    [
      'nobody when two people here fit: a new person rather than the wrong one',
      person('f1', 'Jean', 'Martin'),
      [here('h1', 'Jean', 'Martin'), here('h2', 'Jean', 'Martin')],
      undefined,
    ],
  ])('matches a person of the file with %s', (_what, filed, candidates, expected) => {
    const { matched, newPeople } = matchArchivedPeople([filed], candidates);
    expect(matched.get('f1')).toBe(expected);
    expect(newPeople).toEqual(expected === undefined ? [filed] : []);
  });

  it('never makes two people of the file one person here', () => {
    const { matched, newPeople } = matchArchivedPeople(
      [person('f1', 'Jean', 'Martin'), person('f2', 'Jean', 'Martin')],
      [here('h1', 'Jean', 'Martin')],
    );
    expect([...matched]).toEqual([['f1', 'h1']]);
    expect(newPeople.map((p) => p.id)).toEqual(['f2']);
  });
});
