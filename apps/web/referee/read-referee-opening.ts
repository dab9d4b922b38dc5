import { REFEREE_PASS_COOKIE } from '@marque/contracts';
import type { TableView } from '../lib/api-types';
import { askApiOnServer, readApiOnServer } from '../lib/server-api';

/** What the server learnt of a referee code while it rendered the page. */
export type RefereeOpening =
  { kind: 'found'; table: TableView } | { kind: 'unknown-code' } | { kind: 'unread' };

/**
 * The table behind a referee code, read on the server for the page's first render: its header
 * comes with the page, painted before any script runs (it was the page's largest paint, drawn
 * only once the phone had asked for the code and then the table: 3.6 s on a slow phone). The
 * lookup carries the phone's referee's pass, so a wrong code counts where the phone's own lookup
 * would; an unknown code is not asked again by the phone (`unknown-code`). `unread` when the API
 * is away or slow: the phone reads it all, as before.
 */
export async function readRefereeOpening(code: string, locale: string): Promise<RefereeOpening> {
  const lookup = await askApiOnServer<{ tableId: string }>(
    `/referee/${encodeURIComponent(code)}`,
    locale,
    [REFEREE_PASS_COOKIE],
  );
  if (!lookup.ok) {
    return lookup.error.code === 'UNKNOWN_REFEREE_CODE'
      ? { kind: 'unknown-code' }
      : { kind: 'unread' };
  }
  const table = await readApiOnServer<TableView>(
    `/tables/${encodeURIComponent(lookup.data.tableId)}`,
    locale,
  );
  return table ? { kind: 'found', table } : { kind: 'unread' };
}
