import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findWorkspaceRoot } from '@marque/database';
import { MARQUE_VERSION } from './marque-version';

describe('MARQUE_VERSION', () => {
  it('is the version of the root package.json', () => {
    const root = JSON.parse(readFileSync(join(findWorkspaceRoot(), 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(MARQUE_VERSION).toBe(root.version);
  });
});
