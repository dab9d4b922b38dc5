import type { AccountAuditAction } from '@marque/contracts';
import type { Prisma } from '../generated/prisma/client';
import type { Transaction } from '../database/prisma.service';

/** An audit entry for a change to accounts or clubs: of no tournament and no table. */
export async function auditAccounts(
  tx: Transaction,
  entry: { action: AccountAuditAction; actor: string; after: Prisma.InputJsonValue },
): Promise<void> {
  await tx.auditEntry.create({ data: entry });
}
