'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { refereeCodeOf } from './referee-code';

/** For a referee without the QR code: the code printed on the table card, typed as it reads. */
export function CodeForm({ locale }: { locale: Locale }) {
  const t = useTranslator();
  const router = useRouter();
  const [code, setCode] = useState('');
  const normalised = refereeCodeOf(code);
  return (
    <form
      className="card stack"
      onSubmit={(event) => {
        event.preventDefault();
        if (normalised) router.push(`/${locale}/table/${normalised}`);
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
      <button type="submit" className="primary" disabled={!normalised}>
        {t('code.open')}
      </button>
    </form>
  );
}
