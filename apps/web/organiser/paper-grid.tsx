import { useTranslator } from '../i18n/client';
import type { MessageKey } from '../i18n';
import type { RulesetForm, TableTeam } from '../lib/api-types';
import { hasDoublings } from '../deal-entry/deal-draft';

/** Rows of a sheet for a game to a target: more than most games need. */
const SHEET_ROWS = 24;

/**
 * The empty grid of a printed score sheet, with a column for each fact the game records: the
 * coinche where it has one, belote in belote coinchée, the revoke in Cinch; one row per deal in
 * a game of N deals.
 */
export function PaperGrid({
  form,
  teamA,
  teamB,
  deals = null,
}: {
  form: RulesetForm;
  teamA: Pick<TableTeam, 'name'>;
  teamB: Pick<TableTeam, 'name'>;
  /** The deals of a game of N deals; null for a game to a target. */
  deals?: number | null;
}) {
  const t = useTranslator();
  const facts: MessageKey[] = [
    'print.dealer',
    'form.contract',
    'form.declarer',
    ...(hasDoublings(form) ? (['form.doubling'] as const) : []),
    ...(form.facts.belote ? (['form.belote'] as const) : []),
    ...(form.facts.revoke ? (['form.revoke'] as const) : []),
  ];
  const headers = [
    ...facts.map((key) => t(key)),
    t('print.pointsA', { team: teamA.name }),
    t('print.pointsB', { team: teamB.name }),
    t('print.totalA'),
    t('print.totalB'),
  ];
  return (
    <table className="paper-grid" data-testid="paper-grid">
      <thead>
        <tr>
          <th>{t('sheet.number')}</th>
          {headers.map((header) => (
            <th key={header}>{header}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: deals ?? SHEET_ROWS }, (_, index) => (
          <tr key={index}>
            <td>{index + 1}</td>
            {headers.map((header) => (
              <td key={header} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
