import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  BadRequestException,
  HttpStatus,
  Logger,
  NotFoundException,
  type ArgumentsHost,
} from '@nestjs/common';
import { API_ERROR_CODES, type ApiErrorBody } from '@marque/contracts';
import { RulesError } from '@marque/rules';
import { ApiError } from './api-error';
import { HttpExceptionFilter } from './http-exception.filter';
import { RuleViolation } from './rule-violation';
import { TooManyAttemptsException } from './too-many-attempts.exception';

/** The body the filter answers `exception` with. */
function answer(exception: unknown, headers: Record<string, string> = {}): ApiErrorBody {
  let sent: ApiErrorBody | undefined;
  // A Fastify reply, as far as the filter uses it.
  const response = {
    sent: false,
    raw: { headersSent: false },
    header: () => response,
    code: () => response,
    type: () => response,
    send: (body: ApiErrorBody) => (sent = body),
  };
  const host = {
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ headers }) }),
  } as unknown as ArgumentsHost;
  new HttpExceptionFilter().catch(exception, host);
  if (!sent) throw new Error('the filter sent nothing');
  return sent;
}

const codes = new Set<string>(API_ERROR_CODES);

describe('HttpExceptionFilter', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it.each<[string, unknown, number, string]>([
    [
      'an ApiError',
      new ApiError(HttpStatus.CONFLICT, 'NOT_ENOUGH_TEAMS', 'At least two teams'),
      409,
      'NOT_ENOUGH_TEAMS',
    ],
    ['too many attempts', new TooManyAttemptsException(30), 429, 'TOO_MANY_ATTEMPTS'],
    [
      'a rule of the game',
      new RulesError('CARD_POINTS_SUM', 'cardPoints', 'sum'),
      422,
      'CARD_POINTS_SUM',
    ],
    ['a rule the API checks', new RuleViolation('DEALER_CHANGED', 'dealer'), 422, 'DEALER_CHANGED'],
    ["Nest's unknown route", new NotFoundException('Cannot GET /api/nowhere'), 404, 'NOT_FOUND'],
    ["Nest's parse pipes", new BadRequestException('Validation failed'), 400, 'BAD_REQUEST'],
    [
      'a body that is not JSON',
      Object.assign(new Error('Unexpected token'), { status: 400, type: 'entity.parse.failed' }),
      400,
      'INVALID_JSON',
    ],
    [
      'a database that is away',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      503,
      'DATABASE_UNAVAILABLE',
    ],
    ['anything else', new Error('relation "x" does not exist'), 500, 'INTERNAL_ERROR'],
  ])('gives %s a status and a listed code', (_name, exception, status, code) => {
    const body = answer(exception);
    expect(body).toMatchObject({ statusCode: status, code });
    expect(codes.has(body.code)).toBe(true);
    for (const detail of body.details ?? []) expect(codes.has(detail.code)).toBe(true);
  });

  it('names the fact a game does not have, for the client to say it in its words', () => {
    const body = answer(
      new RuleViolation('FACT_NOT_IN_GAME', 'deals[2].revoke', { game: 'Cinch' }),
    );
    expect(body.params).toEqual({ game: 'Cinch', fact: 'revoke' });
    expect(body.details).toEqual([
      expect.objectContaining({ field: 'deals[2].revoke', code: 'FACT_NOT_IN_GAME' }),
    ]);
  });
});

/** Every .ts file under `folder`, generated code and specs left out. */
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('the errors the API throws', () => {
  it("are ApiErrors with a code, never Nest's exceptions with a bare sentence", () => {
    const root = join(__dirname, '..');
    const bare = sources(root).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/new (\w*Exception)\(/g)]
        .filter(([, name]) => name !== 'TooManyAttemptsException')
        .map(([, name]) => `${relative(root, path)}: new ${name}(`),
    );
    expect(bare).toEqual([]);
  });
});
