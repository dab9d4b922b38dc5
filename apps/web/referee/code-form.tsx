'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';

/** For a referee without the QR code: the code printed on the table card. */
export function CodeForm({ locale }: { locale: Locale }) {
  const t = useTranslator();
  const router = useRouter();
  const [code, setCode] = useState('');
  const valid = /^[A-Za-z0-9-]{1,16}$/.test(code.trim());
  return (
    <form
      className="card stack"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) router.push(`/${locale}/table/${code.trim().toUpperCase()}`);
      }}
    >
      <label htmlFor="table-code">{t('code.label')}</label>
      <input
        id="table-code"
        className="code-input"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className="primary" disabled={!valid}>
        {t('code.open')}
      </button>
    </form>
  );
}
