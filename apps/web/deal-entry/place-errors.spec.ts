import { placeErrors } from './place-errors';

describe('placeErrors', () => {
  it('puts each message next to the field it names', () => {
    expect(
      placeErrors([
        { field: 'cardPoints.A', message: 'trop' },
        { field: 'cardPoints', message: 'total 157' },
        { field: 'contract.declarer', message: 'qui ?' },
        { field: 'claim.tricksSoFar.2', message: 'plis' },
        { field: 'deals[3].doubling', message: 'pas de coinche' },
        { field: 'dealer', message: 'pas son tour' },
      ]),
    ).toEqual({
      byField: {
        points: 'trop total 157',
        declarer: 'qui ?',
        tricks: 'plis',
        doubling: 'pas de coinche',
      },
      general: ['pas son tour'],
    });
  });

  it('places the facts of the other games: contract value, belote, revoke, a call', () => {
    expect(
      placeErrors([
        { field: 'contract.value', message: 'de 1 à 14' },
        { field: 'belote', message: 'pas dans ce jeu' },
        { field: 'revoke', message: 'une équipe' },
        { field: 'auction[3]', message: 'le donneur a parlé' },
      ]).byField,
    ).toEqual({
      value: 'de 1 à 14',
      belote: 'pas dans ce jeu',
      revoke: 'une équipe',
      auction: 'le donneur a parlé',
    });
  });
});
