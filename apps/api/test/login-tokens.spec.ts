import { createHmac } from 'node:crypto';
import { AdministratorBootstrap } from '../src/auth/administrator.bootstrap';
import { UsersRepository } from '../src/auth/users.repository';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';

// A login token says who it is for, until when, and with which password: a token that never
// expires, or made before the password changed, opens nothing.

const ADMIN = { email: 'tokens@marque.test', password: 'correct horse battery staple' };
const SECRET = 'tokens-test-secret';

/** A token signed with the API's secret, with exactly these claims (HS256 unless said). */
function token(claims: object, alg = 'HS256'): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg, typ: 'JWT' })}.${encode(claims)}`;
  const signature =
    alg === 'none' ? '' : createHmac('sha256', SECRET).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

describe('organiser login tokens', () => {
  let api: ApiUnderTest;
  let claims: { sub: string; email: string; pv: number; iat: number; exp: number };
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    process.env['MARQUE_JWT_SECRET'] = SECRET;
    api = await startApiUnderTest(ADMIN);
    const payload = (api.organiser['authorization'] as string).split('.')[1] as string;
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  });

  afterAll(async () => {
    delete process.env['MARQUE_JWT_SECRET'];
    await api.close();
  });

  const listMine = (bearer: string) =>
    api.http.request('GET', '/api/tournaments', {
      headers: { authorization: `Bearer ${bearer}` },
    });

  it('are made to expire: twelve hours', () => {
    expect(claims.exp - claims.iat).toBe(12 * 60 * 60);
  });

  it('opens the organiser routes with a well-formed token (the forging below is faithful)', async () => {
    expect((await listMine(token({ ...claims, iat: now(), exp: now() + 60 }))).status).toBe(200);
  });

  it.each(['bearer', 'BEARER', 'bEaReR'])(
    'reads the scheme in any case (RFC 7235): %s',
    async (scheme) => {
      const valid = (api.organiser['authorization'] as string).slice('Bearer '.length);
      const response = await api.http.request('GET', '/api/tournaments', {
        headers: { authorization: `${scheme} ${valid}` },
      });
      expect(response.status).toBe(200);
    },
  );

  it.each([
    ['without an expiry', () => token({ sub: claims.sub, email: claims.email, pv: claims.pv })],
    ['expired', () => token({ ...claims, iat: now() - 120, exp: now() - 60 })],
    ['unsigned (alg none)', () => token({ ...claims, exp: now() + 60 }, 'none')],
    ['signed with another secret', () => `${token({ ...claims, exp: now() + 60 })}x`],
    ['naming no organiser id', () => token({ ...claims, sub: 'admin', exp: now() + 60 })],
    [
      'of an organiser who does not exist',
      () => token({ ...claims, sub: '00000000-0000-4000-8000-000000000000', exp: now() + 60 }),
    ],
  ])('refuses a token %s: 401', async (_case, make) => {
    const response = await listMine(make());
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ statusCode: 401 });
  });

  it('keeps logins across a restart with the same password, and ends them when it changes', async () => {
    const auth = api.app.get(AdministratorBootstrap);
    const before = api.organiser['authorization'] as string;
    // A restart with the same MARQUE_ADMIN_PASSWORD: nothing changes.
    await auth.onApplicationBootstrap();
    expect((await listMine(before.slice('Bearer '.length))).status).toBe(200);

    process.env['MARQUE_ADMIN_PASSWORD'] = 'a new and longer passphrase';
    await auth.onApplicationBootstrap();
    expect((await listMine(before.slice('Bearer '.length))).status).toBe(401);
    const again = await api.http.request('POST', '/api/auth/login', {
      body: { email: ADMIN.email, password: 'a new and longer passphrase' },
    });
    expect(again.status).toBe(200);
    expect((await listMine((again.body as { accessToken: string }).accessToken)).status).toBe(200);
  });

  it('ends the logins of an organiser whose password is set anew', async () => {
    const users = api.app.get(UsersRepository);
    await users.upsert(
      'second@marque.test',
      '$2b$04$0000000000000000000000.000000000000000000000000000000',
    );
    const second = await users.findByEmail('second@marque.test');
    const made = token({
      sub: second?.id,
      email: 'second@marque.test',
      pv: second?.passwordVersion,
      iat: now(),
      exp: now() + 60,
    });
    expect((await listMine(made)).status).toBe(200);
    await users.upsert(
      'second@marque.test',
      '$2b$04$1111111111111111111111.111111111111111111111111111111',
    );
    expect((await listMine(made)).status).toBe(401);
  });
});
