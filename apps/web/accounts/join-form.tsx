'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { ApiErrorBody, InvitationPreview } from '../lib/api-types';
import { errorText, fieldErrorText } from '../lib/error-text';
import { formatMoment } from '../lib/format';

/**
 * The invited person's page: who invites them where, then their name and password. The API
 * signs them in (the session cookie) and the organiser's console opens.
 */
export function JoinForm({ locale, token }: { locale: Locale; token: string }) {
  const t = useTranslator();
  const router = useRouter();
  const [invitation, setInvitation] = useState<InvitationPreview | null>(null);
  const [refused, setRefused] = useState<ApiErrorBody | null>(null);
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void (async () => {
      const result = await callApi<InvitationPreview>('/invitations/lookup', {
        method: 'POST',
        body: { token },
        locale,
      });
      if (result.ok) setInvitation(result.data);
      else setRefused(result.error);
    })();
  }, [token, locale]);

  if (refused && !invitation)
    return (
      <p className="form-error" role="alert">
        {errorText(t, refused)}
      </p>
    );
  if (!invitation) return <p aria-busy="true">{t('common.loading')}</p>;
  const inviter = invitation.invitedBy ?? t('join.someone');
  const fieldError = (field: string) => {
    const message = fieldErrorText(t, refused, field);
    return message ? (
      <p className="field-error" role="alert">
        {message}
      </p>
    ) : null;
  };
  return (
    <form
      className="card stack"
      aria-labelledby="join-title"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await callApi('/invitations/accept', {
          method: 'POST',
          body: { token, displayName, password },
          locale,
        });
        setBusy(false);
        if (result.ok) return router.push(`/${locale}/organiser`);
        setRefused(result.error);
      }}
    >
      <h2 id="join-title">{t('join.form')}</h2>
      <p>
        {invitation.club
          ? t('join.invited', { inviter, club: invitation.club.name })
          : t('join.invitedNoClub', { inviter })}
      </p>
      <p className="hint">
        {t('join.as', {
          email: invitation.email,
          date: formatMoment(locale, invitation.expiresAt),
        })}
      </p>
      {refused && !refused.details?.length ? (
        <p className="form-error" role="alert">
          {errorText(t, refused)}
        </p>
      ) : null}
      <label htmlFor="join-name">{t('join.name')}</label>
      <input
        id="join-name"
        autoComplete="name"
        required
        maxLength={80}
        value={displayName}
        onChange={(e) => setDisplayName(e.target.value)}
      />
      {fieldError('displayName')}
      <label htmlFor="join-password">{t('join.password')}</label>
      <input
        id="join-password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={200}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {fieldError('password')}
      <button type="submit" className="primary" disabled={busy}>
        {t('join.submit')}
      </button>
    </form>
  );
}
