'use client';
import { useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { RoundAuditEntry, RoundView } from '../lib/api-types';
import { actorName, describeRoundAudit } from './describe-round-audit';

/** What the organisers changed in the rounds (undo, swaps, the bell), newest first, in words. */
export function RoundAudit({
  locale,
  token,
  tournamentId,
  rounds,
}: {
  locale: Locale;
  token: string;
  tournamentId: string;
  rounds: RoundView[];
}) {
  const t = useTranslator();
  const [entries, setEntries] = useState<RoundAuditEntry[]>([]);
  // Read again when the pairings or closings change, not at every deal of every table.
  const shape = rounds
    .map(
      (round) =>
        `${round.number}:${round.closedAt ?? ''}:${round.tables
          .map((table) => `${table.id}/${table.teamA.id}/${table.teamB.id}`)
          .join()}`,
    )
    .join('|');
  useEffect(() => {
    void (async () => {
      const result = await callApi<RoundAuditEntry[]>(`/tournaments/${tournamentId}/rounds/audit`, {
        token,
        locale,
      });
      if (result.ok) setEntries(newestFirst(result.data));
    })();
  }, [tournamentId, token, locale, shape]);

  return (
    <section aria-labelledby="round-audit-title" className="stack">
      <h2 id="round-audit-title">{t('roundAudit.title')}</h2>
      {entries.length === 0 ? (
        <p>{t('roundAudit.empty')}</p>
      ) : (
        <ol className="audit" data-testid="round-audit">
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.createdAt}>
                {new Date(entry.createdAt).toLocaleString(locale)}
              </time>{' '}
              · <strong>{describeRoundAudit(t, entry, rounds)}</strong> ·{' '}
              {t('roundAudit.by', { actor: actorName(entry.actor) })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function newestFirst(entries: RoundAuditEntry[]): RoundAuditEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
