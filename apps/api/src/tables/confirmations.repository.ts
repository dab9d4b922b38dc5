import { Injectable } from '@nestjs/common';
import type { ConfirmationKind, SheetConfirmation, TeamSide } from '@marque/contracts';
import type { Transaction } from '../database/prisma.service';

/** A team's word on the final sheet, as the audit log keeps it. */
export interface ConfirmationAudit {
  action: 'sheet.signed' | 'sheet.disputed' | 'sheet.dispute-resolved' | 'sheet.signatures-cleared';
  actor: string;
  dealNumber: number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * The teams' signatures and disputes of their table's final sheet, one per team
 * (`sheet_confirmations`). Written in the transaction that holds the table's row lock.
 */
@Injectable()
export class ConfirmationsRepository {
  /** The teams' signatures and disputes of the table's sheet, team A first. */
  async list(tx: Transaction, tableId: string): Promise<SheetConfirmation[]> {
    const rows = await tx.$queryRawUnsafe<
      Array<{
        side: TeamSide;
        kind: ConfirmationKind;
        deal_number: number | null;
        note: string | null;
        created_at: Date;
      }>
    >(
      `SELECT side, kind, deal_number, note, created_at FROM sheet_confirmations
       WHERE table_id = $1::uuid ORDER BY side`,
      tableId,
    );
    return rows.map((row) => ({
      side: row.side,
      kind: row.kind,
      dealNumber: row.deal_number,
      note: row.note,
      at: row.created_at.toISOString(),
    }));
  }

  /** Records a team's signature or dispute; false when that team has already said its word. */
  async add(
    tx: Transaction,
    tableId: string,
    confirmation: Omit<SheetConfirmation, 'at'>,
  ): Promise<boolean> {
    const inserted = await tx.$executeRawUnsafe(
      `INSERT INTO sheet_confirmations (table_id, side, kind, deal_number, note)
       VALUES ($1::uuid, $2::team_side, $3::confirmation_kind, $4, $5)
       ON CONFLICT (table_id, side) DO NOTHING`,
      tableId,
      confirmation.side,
      confirmation.kind,
      confirmation.dealNumber,
      confirmation.note,
    );
    return inserted === 1;
  }

  /** Removes the sheet's confirmations, or only one team's of one kind; says how many went. */
  async remove(
    tx: Transaction,
    tableId: string,
    which: { side?: TeamSide; kind?: ConfirmationKind } = {},
  ): Promise<number> {
    return tx.$executeRawUnsafe(
      `DELETE FROM sheet_confirmations
       WHERE table_id = $1::uuid
         AND ($2::team_side IS NULL OR side = $2::team_side)
         AND ($3::confirmation_kind IS NULL OR kind = $3::confirmation_kind)`,
      tableId,
      which.side ?? null,
      which.kind ?? null,
    );
  }

  async audit(tx: Transaction, tableId: string, audit: ConfirmationAudit): Promise<void> {
    await tx.$executeRawUnsafe(
      `INSERT INTO audit_entries (id, table_id, action, actor, deal_number, before, after)
       VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4, $5::jsonb, $6::jsonb)`,
      tableId,
      audit.action,
      audit.actor,
      audit.dealNumber,
      audit.before === undefined ? null : JSON.stringify(audit.before),
      audit.after === undefined ? null : JSON.stringify(audit.after),
    );
  }
}

/** A confirmation as Prisma reads it (`include: { confirmations: true }`), as the API shows it. */
export function toSheetConfirmation(row: {
  side: TeamSide;
  kind: 'SIGNED' | 'DISPUTED';
  dealNumber: number | null;
  note: string | null;
  createdAt: Date;
}): SheetConfirmation {
  return {
    side: row.side,
    kind: row.kind === 'SIGNED' ? 'signed' : 'disputed',
    dealNumber: row.dealNumber,
    note: row.note,
    at: row.createdAt.toISOString(),
  };
}
