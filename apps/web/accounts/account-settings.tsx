'use client';
import Link from 'next/link';
import { useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { AccountForm, useAccountForm } from './account-form';
import { InviteForm } from './invite-form';
import { SignedIn } from './signed-in';

/** The organiser's own account: their name, their password, and inviting another organiser. */
export function AccountSettings({ locale }: { locale: Locale }) {
  const t = useTranslator();
  return (
    <SignedIn locale={locale}>
      {(organiser, reload) => (
        <>
          <div className="toolbar">
            <span>
              {t('account.signedInAs', { name: organiser.displayName, email: organiser.email })}
            </span>
            <Link href={`/${locale}/organiser`}>{t('account.back')}</Link>
          </div>
          <p>
            {organiser.clubs.length
              ? t('account.clubs', { clubs: organiser.clubs.map((club) => club.name).join(', ') })
              : t('account.noClub')}
          </p>
          <NameForm locale={locale} current={organiser.displayName} onSaved={reload} />
          <PasswordForm locale={locale} />
          <InviteForm locale={locale} organiser={organiser} />
        </>
      )}
    </SignedIn>
  );
}

function NameForm({
  locale,
  current,
  onSaved,
}: {
  locale: Locale;
  current: string;
  onSaved: () => Promise<void>;
}) {
  const t = useTranslator();
  const [displayName, setDisplayName] = useState(current);
  const form = useAccountForm(locale);
  return (
    <AccountForm
      form={form}
      title={t('account.name')}
      id="name"
      submit={t('account.rename')}
      onSubmit={async () => {
        if (await form.send('PATCH', '/auth/me', { displayName }, t('account.renamed')))
          await onSaved();
      }}
    >
      <input
        id="account-name"
        aria-label={t('account.name')}
        required
        maxLength={80}
        value={displayName}
        onChange={(e) => setDisplayName(e.target.value)}
      />
      {form.fieldError('displayName')}
    </AccountForm>
  );
}

function PasswordForm({ locale }: { locale: Locale }) {
  const t = useTranslator();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const form = useAccountForm(locale);
  return (
    <AccountForm
      form={form}
      title={t('password.title')}
      id="password"
      submit={t('password.submit')}
      onSubmit={async () => {
        const body = { currentPassword, newPassword };
        if (await form.send('PUT', '/auth/password', body, t('password.changed'))) {
          setCurrentPassword('');
          setNewPassword('');
        }
      }}
    >
      <label htmlFor="password-current">{t('password.current')}</label>
      <input
        id="password-current"
        type="password"
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      {form.fieldError('currentPassword')}
      <label htmlFor="password-new">{t('password.new')}</label>
      <input
        id="password-new"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={200}
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      {form.fieldError('newPassword')}
    </AccountForm>
  );
}
