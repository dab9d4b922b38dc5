'use client';
import { useMemo, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import { errorText } from '../lib/error-text';
import type { RegisteredTeam, TeamView } from '../lib/api-types';
import { parseTeamList, registrationBody } from './parse-team-list';

/** What an import did: teams registered, lines refused, and the people it added to the registry. */
interface ImportReport {
  added: number;
  failed: string[];
  kept: number;
  /** Each line that made new people, with their names. */
  newPeople: Array<{ line: number; names: string[] }>;
  /** Players found in the registry. */
  known: number;
}

/**
 * A pasted list of teams, one a line: previewed with each line's errors before anything is
 * sent; only the good lines are registered, one request each, and the API's refusals shown.
 */
export function PasteImport({
  locale,
  tournamentId,
  registered,
  onImported,
}: {
  locale: Locale;
  tournamentId: string;
  registered: readonly TeamView[];
  onImported: () => void;
}) {
  const t = useTranslator();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const lines = useMemo(
    () =>
      parseTeamList(
        text,
        registered.map((team) => team.name),
      ),
    [text, registered],
  );
  const good = lines.filter((line) => line.team);

  /**
   * Registers the good lines one by one (the API matches each player in the registry, or makes
   * a new person); the box then keeps only the lines that were not registered (refused by the
   * preview or by the API), to be fixed and sent again.
   */
  const importAll = async () => {
    setBusy(true);
    const failed: string[] = [];
    const registeredLines = new Set<number>();
    const newPeople: ImportReport['newPeople'] = [];
    let known = 0;
    for (const line of good) {
      if (!line.team) continue;
      const result = await callApi<RegisteredTeam>(`/tournaments/${tournamentId}/teams`, {
        method: 'POST',
        body: registrationBody(line.team),
        locale,
      });
      if (result.ok) {
        registeredLines.add(line.line);
        const names = result.data.players.filter((_, seat) => result.data.newPlayers[seat]);
        if (names.length) newPeople.push({ line: line.line, names });
        known += 2 - names.length;
      } else
        failed.push(
          t('import.teamFailed', {
            team: line.team?.name ?? '',
            message: errorText(t, result.error),
          }),
        );
    }
    const kept = lines.filter((line) => !registeredLines.has(line.line) && line.text.trim());
    setBusy(false);
    setReport({ added: registeredLines.size, failed, kept: kept.length, newPeople, known });
    setText(kept.map((line) => line.text).join('\n'));
    onImported();
  };

  return (
    <section className="card stack" aria-labelledby="import-title">
      <h3 id="import-title">{t('import.title')}</h3>
      <label htmlFor="import-text">{t('import.help')}</label>
      <textarea
        id="import-text"
        rows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        spellCheck={false}
      />
      {lines.length ? (
        <table className="preview">
          <caption>{t('import.preview', { good: good.length, total: lines.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('import.line')}</th>
              <th scope="col">{t('team.name')}</th>
              <th scope="col">{t('team.players')}</th>
              <th scope="col">{t('team.club')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.line} className={line.errors.length ? 'line-error' : ''}>
                <th scope="row">{line.line}</th>
                {line.team ? (
                  <>
                    <td>{line.team.name}</td>
                    <td>{line.team.players.join(' · ')}</td>
                    <td>{line.team.club ?? ''}</td>
                  </>
                ) : (
                  <td colSpan={3}>
                    <code>{line.text}</code>
                    <span className="field-error">
                      {line.errors.map((error) => t(`import.error.${error}`)).join(' ')}
                    </span>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <button
        type="button"
        className="primary"
        disabled={busy || good.length === 0}
        onClick={() => void importAll()}
      >
        {t('import.submit', { count: good.length })}
      </button>
      {report ? (
        <div role="status">
          <p>{t('import.done', { count: report.added })}</p>
          {report.added ? <p>{t('import.knownPeople', { count: report.known })}</p> : null}
          {report.newPeople.length ? (
            <ul className="plain-list" data-testid="import-new-people">
              {report.newPeople.map((made) => (
                <li key={made.line}>
                  {t('import.newPeople', { line: made.line, names: made.names.join(', ') })}
                </li>
              ))}
            </ul>
          ) : null}
          {report.kept ? <p>{t('import.kept', { count: report.kept })}</p> : null}
          {report.failed.map((message) => (
            <p key={message} className="form-error">
              {message}
            </p>
          ))}
        </div>
      ) : null}
    </section>
  );
}
