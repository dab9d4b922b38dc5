import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The workspace root: the nearest folder above this file that holds prisma/schema.prisma. */
export function findWorkspaceRoot(from: string = __dirname): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'prisma', 'schema.prisma'))) return dir;
  }
  throw new Error(`No prisma/schema.prisma found above ${from}`);
}

export interface PrismaPaths {
  schema: string;
  migrationsDir: string;
}

export function prismaPaths(root: string = findWorkspaceRoot()): PrismaPaths {
  return {
    schema: join(root, 'prisma', 'schema.prisma'),
    migrationsDir: join(root, 'prisma', 'migrations'),
  };
}
