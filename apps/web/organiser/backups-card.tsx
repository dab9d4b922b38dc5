'use client';
import { useEffect, useState } from 'react';
import type { BackupInfo, BackupsResponse } from '@marque/contracts';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import { errorText } from '../lib/error-text';
import { formatNumber } from '../lib/format';

/** Backups shown: the newest few (the folder keeps more). */
const SHOWN = 5;

/**
 * The administrator's backups: a button that writes one now, and the last ones written. Shown to
 * the administrator only (MARQUE_ADMIN_EMAIL): for anyone else the API refuses the list and the
 * card stays away.
 */
export function BackupsCard({ locale }: { locale: Locale }) {
  const t = useTranslator();
  const [folder, setFolder] = useState<BackupsResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    void callApi<BackupsResponse>('/backups', { locale }).then((result) => {
      if (result.ok) setFolder(result.data);
    });
  }, [locale]);

  if (!folder) return null;

  const backUp = async () => {
    setBusy(true);
    setStatus(null);
    const result = await callApi<BackupInfo>('/backups', { method: 'POST', locale });
    setBusy(false);
    if (!result.ok) return setStatus({ ok: false, text: errorText(t, result.error) });
    setFolder({ ...folder, backups: [result.data, ...folder.backups] });
    setStatus({ ok: true, text: t('backups.written', { file: result.data.file }) });
  };

  return (
    <section className="card" aria-labelledby="backups-title" data-testid="backups">
      <h2 id="backups-title">{t('backups.title')}</h2>
      <p className="hint">
        {t(folder.automatic ? 'backups.automatic' : 'backups.manual', {
          dir: folder.dir,
          keep: folder.keep,
        })}
      </p>
      <button type="button" className="primary" disabled={busy} onClick={() => void backUp()}>
        {t('backups.now')}
      </button>
      {status ? (
        <p className={status.ok ? 'success' : 'form-error'} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </p>
      ) : null}
      {folder.backups.length === 0 ? (
        <p>{t('backups.none')}</p>
      ) : (
        <ul className="plain-list">
          {folder.backups.slice(0, SHOWN).map((backup) => (
            <li key={backup.name}>
              {new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(
                new Date(backup.createdAt),
              )}{' '}
              · {t('backups.size', { kb: formatNumber(locale, Math.ceil(backup.bytes / 1024)) })} ·{' '}
              <code>{backup.name}</code>
            </li>
          ))}
        </ul>
      )}
      <p className="hint">{t('backups.restore')}</p>
    </section>
  );
}
