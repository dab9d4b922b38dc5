import { withClient } from '@marque/database';
import { SMTPServer } from 'smtp-server';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';

// Each password chosen or checked costs a bcrypt at cost 12 (hundreds of ms, seconds on a busy
// machine): these tests get more time than the default 30 s.
jest.setTimeout(120_000);

// The administrator invites a volunteer by e-mail: a link that works once, for a week, shown to
// copy (and mailed where MARQUE_SMTP_URL is set). The volunteer opens it, chooses a name and a
// password, and is signed in, a member of the club the invitation names.

const ADMIN = { email: 'admin@club.test', password: 'correct horse battery staple' };
const FORWARDER_SECRET = 'the-web-app-forwards';

interface Invitation {
  id: string;
  email: string;
  club: { id: string; name: string } | null;
  path: string;
  link: string | null;
  mailed: boolean;
  expiresAt: string;
}

describe('invitations', () => {
  let api: ApiUnderTest;
  let clubId: string;
  const mails: string[] = [];
  let smtp: SMTPServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          mails.push(Buffer.concat(chunks).toString('utf8'));
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    process.env['MARQUE_SMTP_URL'] = `smtp://127.0.0.1:${port}`;
    process.env['MARQUE_SMTP_FROM'] = 'Marque <marque@club.test>';
    api = await startApiUnderTest(ADMIN, { forwarderSecret: FORWARDER_SECRET });
    clubId = (await api.call<{ id: string }>('POST', '/api/clubs', { name: 'CC Martigny' }, 201))
      .id;
  });

  afterAll(async () => {
    delete process.env['MARQUE_SMTP_URL'];
    delete process.env['MARQUE_SMTP_FROM'];
    await api.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  const invite = (email: string, extra: object = {}) =>
    api.call<Invitation>('POST', '/api/invitations', { email, clubId, ...extra }, 201);
  const tokenOf = (invitation: Invitation) => invitation.path.split('/').at(-1) as string;
  const accept = (token: string, displayName = 'Anne Rey', password = 'a long passphrase') =>
    api.http.request('POST', '/api/invitations/accept', {
      body: { token, displayName, password },
    });
  const query = (sql: string, values: unknown[] = []) =>
    withClient(api.database.url, async (client) => (await client.query(sql, values)).rows);

  it('gives a link to copy, in the language asked, on the origin of the page that asked', async () => {
    const invitation = await api.call<Invitation>(
      'POST',
      '/api/invitations',
      { email: 'Pierre@Club.test', clubId, locale: 'en' },
      201,
    );
    expect(invitation).toMatchObject({
      email: 'pierre@club.test',
      club: { id: clubId, name: 'CC Martigny' },
      path: expect.stringMatching(/^\/en\/join\/[\w-]{43}$/),
    });
    const expires = Date.parse(invitation.expiresAt) - Date.now();
    expect(expires).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(expires).toBeLessThanOrEqual(7 * 24 * 3600_000);
    // A script sends no Origin: no address to build the link on, and nothing to mail.
    expect(invitation.link).toBeNull();
    expect(invitation.mailed).toBe(false);

    const fromPage = await api.http.request('POST', '/api/invitations', {
      headers: { ...api.organiser, origin: 'http://192.168.1.20:3000' },
      body: { email: 'paul@club.test', clubId },
    });
    const { link, path } = fromPage.body as Invitation;
    expect(link).toBe(`http://192.168.1.20:3000${path}`);
    expect(path).toMatch(/^\/fr\/join\//);
  });

  it('mails the link where SMTP is configured', async () => {
    const sent = await api.http.request('POST', '/api/invitations', {
      headers: { ...api.organiser, origin: 'https://marque.club.test' },
      body: { email: 'mail@club.test', clubId },
    });
    const invitation = sent.body as Invitation;
    expect(invitation.mailed).toBe(true);
    const mail = mails.find((each) => each.includes('To: mail@club.test')) ?? '';
    expect(mail).toContain('From: Marque <marque@club.test>');
    // Quoted-printable may cut the long link: read it as one line again.
    const body = mail.replace(/=\r?\n/g, '');
    expect(body).toContain(invitation.link as string);
    expect(body).toContain('CC Martigny');
  });

  it('keeps only a hash of the token', async () => {
    const invitation = await invite('hash@club.test');
    const token = tokenOf(invitation);
    const [row] = await query('SELECT * FROM invitations WHERE id = $1', [invitation.id]);
    expect(JSON.stringify(row)).not.toContain(token);
    expect((row as { token_hash: string }).token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('says whom it invites before the password is chosen', async () => {
    const invitation = await invite('preview@club.test');
    const preview = await api.http.request('POST', '/api/invitations/lookup', {
      body: { token: tokenOf(invitation) },
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      email: 'preview@club.test',
      club: { id: clubId, name: 'CC Martigny' },
      invitedBy: 'admin',
      expiresAt: invitation.expiresAt,
    });
  });

  it('opens an account, signed in at once, in the club, and works once only', async () => {
    const token = tokenOf(await invite('anne@club.test'));
    const accepted = await accept(token);
    expect(accepted.status).toBe(200);
    expect(accepted.headers['set-cookie']).toMatch(/^marque_session=[\w-]+\.[\w-]+\.[\w-]+;/);
    const headers = {
      authorization: `Bearer ${(accepted.body as { accessToken: string }).accessToken}`,
    };
    const me = await api.http.request('GET', '/api/auth/me', { headers });
    expect(me.body).toMatchObject({
      email: 'anne@club.test',
      displayName: 'Anne Rey',
      administrator: false,
      clubs: [{ id: clubId, name: 'CC Martigny' }],
    });
    const login = await api.http.request('POST', '/api/auth/login', {
      body: { email: 'anne@club.test', password: 'a long passphrase' },
    });
    expect(login.status).toBe(200);

    const again = await accept(token, 'Someone else', 'another passphrase');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVITATION_USED' });
    const lookup = await api.http.request('POST', '/api/invitations/lookup', { body: { token } });
    expect(lookup.body).toMatchObject({ code: 'INVITATION_USED' });
  });

  it('accepts one of two tries at the same moment, never two accounts', async () => {
    const token = tokenOf(await invite('twice@club.test'));
    const answers = await Promise.all([accept(token, 'First'), accept(token, 'Second')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const users = await query('SELECT display_name FROM users WHERE email = $1', [
      'twice@club.test',
    ]);
    expect(users).toHaveLength(1);
  });

  it('refuses an expired invitation: 410', async () => {
    const invitation = await invite('late@club.test');
    await query(`UPDATE invitations SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      invitation.id,
    ]);
    const late = await accept(tokenOf(invitation));
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({ code: 'INVITATION_EXPIRED' });
    expect(await query('SELECT 1 FROM users WHERE email = $1', ['late@club.test'])).toEqual([]);
  });

  it('refuses a wrong token (404), and a hostile one (400), never a 500', async () => {
    const wrong = await accept('x'.repeat(43));
    expect(wrong.status).toBe(404);
    expect(wrong.body).toMatchObject({ code: 'INVITATION_NOT_FOUND' });
    for (const token of ['', 'x'.repeat(10_000), 42, null, ['a'], { $ne: null }]) {
      const hostile = await api.http.request('POST', '/api/invitations/accept', {
        body: { token, displayName: 'A', password: 'a long passphrase' },
      });
      expect(hostile.status).toBe(400);
      const { code, details } = hostile.body as { code: string; details: Array<{ field: string }> };
      expect(code).toBe('VALIDATION_FAILED');
      expect(details.map((detail) => detail.field)).toContain('token');
    }
  });

  it('checks the name and the password chosen, naming the field', async () => {
    const token = tokenOf(await invite('short@club.test'));
    const short = await accept(token, 'Anne', 'seven77');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      details: [{ field: 'password', code: 'TOO_SHORT', params: { min: 8 } }],
    });
    const blank = await accept(token, '   ', 'a long passphrase');
    expect(blank.body).toMatchObject({ details: [{ field: 'displayName', code: 'TOO_SHORT' }] });
    expect((await accept(token, 'Anne', 'a long passphrase')).status).toBe(200);
  });

  it('refuses to invite an address that has an account: 409 naming the field', async () => {
    const taken = await api.http.request('POST', '/api/invitations', {
      headers: api.organiser,
      body: { email: ADMIN.email },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'ACCOUNT_EXISTS',
      details: [{ field: 'email', code: 'ACCOUNT_EXISTS' }],
    });
  });

  it('lets an organiser invite to their own clubs only', async () => {
    const token = tokenOf(await invite('inviter@club.test'));
    const accepted = await accept(token, 'Inviter');
    const headers = {
      authorization: `Bearer ${(accepted.body as { accessToken: string }).accessToken}`,
    };
    const other = await api.call<{ id: string }>('POST', '/api/clubs', { name: 'Autre' }, 201);
    const refused = await api.http.request('POST', '/api/invitations', {
      headers,
      body: { email: 'friend@club.test', clubId: other.id },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'NOT_CLUB_MEMBER' });
    const own = await api.http.request('POST', '/api/invitations', {
      headers,
      body: { email: 'friend@club.test', clubId },
    });
    expect(own.status).toBe(201);
    const nobody = await api.http.request('POST', '/api/invitations', {
      body: { email: 'friend@club.test', clubId },
    });
    expect(nobody.status).toBe(401);
  });

  it('counts wrong tokens per address like wrong passwords: the 11th in a minute is a 429', async () => {
    const from = (address: string) => ({
      'x-forwarded-for': address,
      'x-marque-forwarder': FORWARDER_SECRET,
    });
    const lookup = (token: string, address: string) =>
      api.http.request('POST', '/api/invitations/lookup', {
        body: { token },
        headers: from(address),
      });
    const statuses: number[] = [];
    for (let guess = 0; guess < 11; guess++)
      statuses.push((await lookup(`guess-${guess}`, '198.51.100.7')).status);
    expect(statuses).toEqual([...Array<number>(10).fill(404), 429]);
    const token = tokenOf(await invite('elsewhere@club.test'));
    expect((await lookup(token, '198.51.100.8')).status).toBe(200);
  });
});
