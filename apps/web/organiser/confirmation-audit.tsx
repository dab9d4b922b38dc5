import type { Translate } from '../i18n';
import type { AuditEntry, SheetConfirmation, TableView } from '../lib/api-types';
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

/** Which team signed, disputed or had its dispute settled (every team a correction cleared). */
export function ConfirmationAuditFacts({
  table,
  entry,
}: {
  table: Pick<TableView, 'teamA' | 'teamB'>;
  entry: AuditEntry;
}) {
  const stored = (entry.after ?? entry.before) as SheetConfirmation | SheetConfirmation[] | null;
  const confirmations = Array.isArray(stored) ? stored : stored ? [stored] : [];
  if (confirmations.length === 0) return null;
  return (
    <p className="audit-facts">
      {confirmations.map((each, index) => (
        <span key={each.side}>
          {index > 0 ? ' · ' : ''}
          {teamName(table, each.side)}
          {each.note ? <q>{each.note}</q> : null}
        </span>
      ))}
    </p>
  );
}
