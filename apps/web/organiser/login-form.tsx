'use client';
import { useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import { errorText } from '../lib/error-text';

/**
 * The organiser's sign-in: e-mail and password. The API answers with the session cookie, which
 * no script reads, and a token for scripts, which the page leaves alone.
 */
export function LoginForm({ locale, onSignedIn }: { locale: Locale; onSignedIn: () => void }) {
  const t = useTranslator();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="card stack"
      aria-labelledby="login-title"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await callApi('/auth/login', {
          method: 'POST',
          body: { email, password },
          locale,
        });
        setBusy(false);
        if (result.ok) return onSignedIn();
        setError(
          result.status === 401
            ? t('login.wrong')
            : result.status === 429
              ? t('login.tooMany')
              : result.offline
                ? t('error.offline')
                : errorText(t, result.error),
        );
      }}
    >
      <h2 id="login-title">{t('login.title')}</h2>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <label htmlFor="login-email">{t('login.email')}</label>
      <input
        id="login-email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label htmlFor="login-password">{t('login.password')}</label>
      <input
        id="login-password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit" className="primary" disabled={busy}>
        {t('login.submit')}
      </button>
    </form>
  );
}
