import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bcrypt from 'bcryptjs';
import { inspectBackup } from '@marque/database';
import { UsersRepository } from '../src/auth/users.repository';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';

// The administrator's backup button: the account of MARQUE_ADMIN_EMAIL only.

const ADMIN = { email: 'Admin@marque.test', password: 'correct horse battery staple' };
const OTHER = { email: 'second@marque.test', password: 'another long passphrase' };

describe('POST /api/backups', () => {
  const dir = mkdtempSync(join(tmpdir(), 'marque-admin-backups-'));
  let api: ApiUnderTest;
  let other: Record<string, string>;

  beforeAll(async () => {
    process.env['MARQUE_BACKUP_DIR'] = dir;
    api = await startApiUnderTest(ADMIN);
    await api.app.get(UsersRepository).upsert(OTHER.email, await bcrypt.hash(OTHER.password, 4));
    const login = await api.http.request('POST', '/api/auth/login', { body: OTHER });
    other = { authorization: `Bearer ${(login.body as { accessToken: string }).accessToken}` };
  });

  afterAll(async () => {
    delete process.env['MARQUE_BACKUP_DIR'];
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes a backup for the administrator and lists it', async () => {
    const made = await api.call<{ file: string; name: string; bytes: number }>(
      'POST',
      '/api/backups',
      undefined,
      201,
    );
    expect(made.file).toBe(join(dir, made.name));
    expect((await inspectBackup(made.file)).tables).toContainEqual({ name: 'users', rows: 2 });
    const listed = await api.call<{ dir: string; automatic: boolean; backups: unknown[] }>(
      'GET',
      '/api/backups',
    );
    expect(listed).toMatchObject({ dir, automatic: false, backups: [made] });
  });

  it.each([
    ['another organiser', () => other, 403, 'ADMINISTRATOR_ONLY'],
    ['nobody logged in', () => ({}), 401, 'LOGIN_REQUIRED'],
  ])('refuses %s', async (_who, headers, status, code) => {
    for (const method of ['POST', 'GET']) {
      const response = await api.http.request(method, '/api/backups', { headers: headers() });
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ code });
    }
  });
});
