import { API_ERROR_CODES } from '@marque/contracts';
import { translator } from '../i18n';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { errorText, fieldErrorText, type ErrorLike } from './error-text';

const french = translator('fr');
const english = translator('en');

describe('the texts of the API error codes', () => {
  it.each(API_ERROR_CODES)('has %s in French and in English', (code) => {
    const key = `apiError.${code}`;
    expect(fr).toHaveProperty([key], expect.stringMatching(/\S/));
    expect(en).toHaveProperty([key], expect.stringMatching(/\S/));
  });
});

describe('errorText', () => {
  it("says the code in the reader's language, never the API's sentence", () => {
    const error = {
      statusCode: 409,
      code: 'NOT_ENOUGH_TEAMS',
      message: 'At least two teams are needed to start a round',
    };
    expect(errorText(french, error)).toBe('Il faut au moins deux équipes pour lancer un tour.');
    expect(errorText(english, error)).toBe('At least two teams are needed to start a round.');
  });

  it('fills in the numbers of the error', () => {
    const error = { statusCode: 409, code: 'ROUND_STARTED_AT_TABLES', params: { tables: '1, 3' } };
    expect(errorText(french, error)).toBe(
      'Le jeu a déjà commencé (table 1, 3) : le tour ne peut plus y être modifié.',
    );
  });

  it('names a fact and a contract in words', () => {
    expect(
      errorText(french, { code: 'FACT_NOT_IN_GAME', params: { game: 'Cinch', fact: 'belote' } }),
    ).toBe('La belote n’existe pas dans ce jeu.');
    expect(
      errorText(english, {
        code: 'INVALID_CONTRACT_VALUE',
        params: { lowest: '80', highest: 'capot' },
      }),
    ).toBe('That contract does not exist in this game: 80 to capot.');
    expect(errorText(french, { code: 'CARD_POINTS_SUM', params: { atMost: 152, sum: 160 } })).toBe(
      'Les points des deux équipes font au plus 152 ensemble.',
    );
  });

  it('reads an error a phone stored before codes, or an unknown code, generically', () => {
    expect(errorText(french, { statusCode: 409 })).toBe(fr['error.generic']);
    expect(errorText(french, { statusCode: 409, code: 'SOMETHING_NEW' })).toBe(fr['error.generic']);
  });

  it('says when there is no network', () => {
    expect(errorText(french, { statusCode: 0, code: 'API_UNREACHABLE' })).toBe(fr['error.offline']);
  });
});

describe('fieldErrorText', () => {
  const error: ErrorLike = {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    details: [
      { field: 'rounds', code: 'TOO_LARGE', params: { max: 20 } },
      { field: 'players.1', code: 'TOO_SHORT', params: { min: 1 } },
    ],
  };

  it('says what is wrong with each field where no form shows them', () => {
    expect(errorText(french, error)).toBe('20 au plus. Ce champ est obligatoire.');
  });

  it('says what is wrong with one field, with its limit', () => {
    expect(fieldErrorText(french, error, 'rounds')).toBe('20 au plus.');
    expect(fieldErrorText(english, error, 'players')).toBe('This field is required.');
    expect(fieldErrorText(french, error, 'name')).toBeNull();
  });
});
