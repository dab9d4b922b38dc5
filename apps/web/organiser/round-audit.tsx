'use client';
import { memo, useEffect, useMemo, useState } from 'react';
import type { Locale, Translate } from '../i18n';
import { useTimeFormat, useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { RoundAuditEntry, RoundView } from '../lib/api-types';
import { actorName, describeRoundAudit } from './describe-round-audit';
import { groupRoundAudit } from './group-round-audit';
import { pairingShape } from './pairings';

/**
 * What the organisers did to the rounds (started, undone, swaps, the bell, the pools before
 * round 1, the next round's start), newest first, in words, each by its organiser's name. The
 * games the bell closed together are one line, unfolded on demand. `rounds` is expected to change
 * only with the pairings (`usePairings`), not at every deal.
 */
export const RoundAudit = memo(function RoundAudit({
  locale,
  tournamentId,
  rounds,
  version = '',
}: {
  locale: Locale;
  tournamentId: string;
  rounds: RoundView[];
  /** What else the history tells, read again when it changes (the pools, the next start). */
  version?: string;
}) {
  const t = useTranslator();
  const [entries, setEntries] = useState<RoundAuditEntry[]>([]);
  // Read again when the pairings or closings change, not at every deal of every table.
  const shape = pairingShape(rounds);
  useEffect(() => {
    void (async () => {
      const result = await callApi<RoundAuditEntry[]>(`/tournaments/${tournamentId}/rounds/audit`, {
        locale,
      });
      if (result.ok) setEntries(newestFirst(result.data));
    })();
  }, [tournamentId, locale, shape, version]);
  const lines = useMemo(() => groupRoundAudit(entries), [entries]);

  return (
    <section id="history" aria-labelledby="round-audit-title" className="stack console-anchor">
      <h2 id="round-audit-title">{t('roundAudit.title')}</h2>
      {entries.length === 0 ? (
        <p>{t('roundAudit.empty')}</p>
      ) : (
        <ol className="audit" data-testid="round-audit">
          {lines.map((line) =>
            line.kind === 'one' ? (
              <li key={line.entry.id}>
                <AuditLineText t={t} locale={locale} entry={line.entry} rounds={rounds} />
              </li>
            ) : (
              <li key={line.entries[0]!.id} data-testid="round-audit-group">
                <AuditGroup t={t} locale={locale} entries={line.entries} rounds={rounds} />
              </li>
            ),
          )}
        </ol>
      )}
    </section>
  );
});

function AuditLineText({
  t,
  locale,
  entry,
  rounds,
}: {
  t: Translate;
  locale: Locale;
  entry: RoundAuditEntry;
  rounds: RoundView[];
}) {
  const time = useTimeFormat();
  return (
    <>
      <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString(locale)}</time> ·{' '}
      <strong>{describeRoundAudit(t, entry, rounds, time)}</strong> ·{' '}
      {t('roundAudit.by', { actor: actorName(entry.actor) })}
    </>
  );
}

/** "412 parties arrêtées à la cloche": the entries themselves are drawn only once unfolded. */
function AuditGroup({
  t,
  locale,
  entries,
  rounds,
}: {
  t: Translate;
  locale: Locale;
  entries: RoundAuditEntry[];
  rounds: RoundView[];
}) {
  const [open, setOpen] = useState(false);
  const first = entries[0]!;
  // Closed in one stroke: listed by table number once unfolded.
  const byTable = useMemo(() => {
    if (!open) return [];
    const numbers = new Map(
      rounds.flatMap((round) => round.tables.map((table) => [table.id, table.number] as const)),
    );
    const number = (entry: RoundAuditEntry) =>
      (entry.tableId ? numbers.get(entry.tableId) : undefined) ?? Infinity;
    return [...entries].sort((a, b) => number(a) - number(b));
  }, [open, entries, rounds]);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <time dateTime={first.createdAt}>{new Date(first.createdAt).toLocaleString(locale)}</time> ·{' '}
        <strong>{t('roundAudit.gamesClosed', { count: entries.length })}</strong> ·{' '}
        {t('roundAudit.by', { actor: actorName(first.actor) })}
      </summary>
      {open ? (
        <ul className="audit-group" data-testid="round-audit-group-entries">
          {byTable.map((entry) => (
            <li key={entry.id}>{describeRoundAudit(t, entry, rounds)}</li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}

function newestFirst(entries: RoundAuditEntry[]): RoundAuditEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
