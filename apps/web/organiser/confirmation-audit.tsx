import type { Translate } from '../i18n';
import type { AuditEntry, DisputeRuling, SheetConfirmation, TableView } from '../lib/api-types';
import { teamName } from '../lib/seats';

/** The name of a signature's audit entry (`sheet.signed`…); null for another entry. */
export function confirmationAuditAction(t: Translate, action: string): string | null {
  switch (action) {
    case 'sheet.signed':
      return t('audit.sheetSigned');
    case 'sheet.disputed':
      return t('audit.sheetDisputed');
    case 'sheet.dispute-resolved':
      return t('audit.disputeResolved');
    case 'sheet.signatures-cleared':
      return t('audit.signaturesCleared');
    default:
      return null;
  }
}

/**
 * A team's word in one line, its name and its note apart: « Capot d'Or », « Capot d'Or · toute la
 * feuille : « … » », « Capot d'Or · donne 5 : « … » » (the deal left out when the entry names it).
 */
export function describeConfirmation(
  t: Translate,
  table: Pick<TableView, 'teamA' | 'teamB'>,
  confirmation: Pick<SheetConfirmation, 'side' | 'kind' | 'dealNumber' | 'note'>,
  entryDeal: number | null = null,
): string {
  const team = teamName(table, confirmation.side);
  const what =
    confirmation.kind !== 'disputed'
      ? null
      : confirmation.dealNumber === null
        ? t('audit.wholeSheet')
        : confirmation.dealNumber === entryDeal
          ? null
          : t('admin.auditDeal', { number: confirmation.dealNumber });
  const who = what ? `${team} · ${what}` : team;
  return confirmation.note ? t('audit.teamNote', { team: who, note: confirmation.note }) : who;
}

/**
 * Which team signed, disputed or had its dispute settled (and the ruling), or every team a
 * correction cleared.
 */
export function ConfirmationAuditFacts({
  table,
  entry,
  t,
}: {
  table: Pick<TableView, 'teamA' | 'teamB'>;
  entry: AuditEntry;
  t: Translate;
}) {
  const stored =
    entry.action === 'sheet.dispute-resolved' ? entry.before : (entry.after ?? entry.before);
  const confirmations = (
    Array.isArray(stored) ? stored : stored ? [stored] : []
  ) as SheetConfirmation[];
  if (confirmations.length === 0) return null;
  const ruling =
    entry.action === 'sheet.dispute-resolved'
      ? ((entry.after ?? null) as DisputeRuling | null)
      : undefined;
  return (
    <div className="audit-facts">
      {confirmations.map((each) => (
        <p key={each.side}>{describeConfirmation(t, table, each, entry.dealNumber)}</p>
      ))}
      {ruling === undefined ? null : (
        <p data-testid="audit-ruling">
          {ruling?.ruling ? t('audit.ruling', { ruling: ruling.ruling }) : t('audit.noRuling')}
        </p>
      )}
    </div>
  );
}
