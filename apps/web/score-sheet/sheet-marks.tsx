import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import type { SheetConfirmation, TableView } from '../lib/api-types';
import { formatTime, sheetBadge } from '../lib/sheet-marks';
import { teamName } from '../lib/seats';

/**
 * What the teams said of the final sheet, wherever a sheet appears: « Signée par Les As à
 * 14:32 », « Donne 5 contestée par Les Rois à 14:35 » and a dispute's note.
 */
export function SheetMarks({
  locale,
  table,
}: {
  locale: Locale;
  table: Pick<TableView, 'teamA' | 'teamB' | 'confirmations'>;
}) {
  const t = useTranslator();
  const confirmations = table.confirmations ?? [];
  const badge = sheetBadge(confirmations);
  if (!badge) return null;
  const describe = (each: SheetConfirmation) => {
    const values = { team: teamName(table, each.side), time: formatTime(locale, each.at) };
    if (each.kind === 'signed') return t('sign.signed', values);
    return each.dealNumber === null
      ? t('sign.disputedSheet', values)
      : t('sign.disputedDeal', { ...values, number: each.dealNumber });
  };
  return (
    <div className={`sheet-marks sheet-marks-${badge}`} data-testid="sheet-marks">
      <SheetBadge badge={badge} />
      <ul>
        {confirmations.map((each) => (
          <li key={each.side} data-testid={`sheet-mark-${each.side}`}>
            {describe(each)}
            {each.note ? <q>{each.note}</q> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The short mark of a sheet's signatures: « signée ✓✓ », « contestée ». */
export function SheetBadge({ badge }: { badge: ReturnType<typeof sheetBadge> }) {
  const t = useTranslator();
  if (!badge) return null;
  return (
    <span className={`badge sheet-badge-${badge}`} data-testid="sheet-badge">
      {t(`marks.${badge}`)}
    </span>
  );
}
