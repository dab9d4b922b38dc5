'use client';
import { useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { ClubRef, ClubView, InvitationCreated } from '../lib/api-types';
import { formatMoment } from '../lib/format';
import type { SignedInOrganiser } from '../lib/session';
import { AccountForm, useAccountForm } from './account-form';

/**
 * Invites an organiser by e-mail into one of the inviter's clubs (any club for the
 * administrator): the link is shown once, to copy, and said mailed or not.
 */
export function InviteForm({
  locale,
  organiser,
}: {
  locale: Locale;
  organiser: SignedInOrganiser;
}) {
  const t = useTranslator();
  const clubs = useInvitableClubs(locale, organiser);
  const [email, setEmail] = useState('');
  const [clubId, setClubId] = useState<string | null>(null);
  const [language, setLanguage] = useState<Locale>(locale);
  const [created, setCreated] = useState<InvitationCreated | null>(null);
  const form = useAccountForm(locale);
  const chosenClub = clubId ?? clubs[0]?.id ?? '';
  return (
    <AccountForm
      form={form}
      after={created ? <InvitationLink invitation={created} locale={locale} /> : null}
      title={t('invite.title')}
      id="invite"
      submit={t('invite.submit')}
      onSubmit={async () => {
        const body = { email, locale: language, ...(chosenClub ? { clubId: chosenClub } : {}) };
        const answer = await form.send('POST', '/invitations', body, null);
        setCreated(answer ? (answer as InvitationCreated) : null);
      }}
    >
      <label htmlFor="invite-email">{t('invite.email')}</label>
      <input
        id="invite-email"
        type="email"
        required
        maxLength={254}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {form.fieldError('email')}
      <label htmlFor="invite-club">{t('invite.club')}</label>
      <select id="invite-club" value={chosenClub} onChange={(e) => setClubId(e.target.value)}>
        {clubs.map((club) => (
          <option key={club.id} value={club.id}>
            {club.name}
          </option>
        ))}
        <option value="">{t('invite.noClub')}</option>
      </select>
      {form.fieldError('clubId')}
      <label htmlFor="invite-language">{t('invite.language')}</label>
      <select
        id="invite-language"
        value={language}
        onChange={(e) => setLanguage(e.target.value as Locale)}
      >
        <option value="fr">Français</option>
        <option value="en">English</option>
      </select>
    </AccountForm>
  );
}

/** The new invitation's link, to copy (its token is shown this once), and whether it was mailed. */
function InvitationLink({ invitation, locale }: { invitation: InvitationCreated; locale: Locale }) {
  const t = useTranslator();
  const [copied, setCopied] = useState<string | null>(null);
  const link = invitation.link ?? `${window.location.origin}${invitation.path}`;
  return (
    <div className="stack" role="status">
      <p>
        {t('invite.link', {
          email: invitation.email,
          date: formatMoment(locale, invitation.expiresAt),
        })}
      </p>
      <input
        readOnly
        aria-label={t('invite.copy')}
        data-testid="invitation-link"
        value={link}
        onFocus={(e) => e.target.select()}
      />
      <button
        type="button"
        className="secondary"
        onClick={() =>
          void navigator.clipboard?.writeText(link).then(
            () => setCopied(link),
            () => undefined,
          )
        }
      >
        {copied === link ? t('invite.copied') : t('invite.copy')}
      </button>
      <p className="hint">{invitation.mailed ? t('invite.mailed') : t('invite.notMailed')}</p>
    </div>
  );
}

/** The clubs an organiser may invite to: their own, or every club for the administrator. */
function useInvitableClubs(locale: Locale, organiser: SignedInOrganiser): ClubRef[] {
  const [clubs, setClubs] = useState<ClubRef[]>(organiser.clubs);
  useEffect(() => {
    if (!organiser.administrator) return;
    void (async () => {
      const result = await callApi<ClubView[]>('/clubs', { locale });
      if (result.ok) setClubs(result.data.map(({ id, name }) => ({ id, name })));
    })();
  }, [locale, organiser.administrator]);
  return clubs;
}
