'use client';
import type { ReactNode } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { useOrganiserSession, type SignedInOrganiser } from '../lib/session';
import { LoginForm } from '../organiser/login-form';

/** A page for a signed-in organiser: the sign-in form first when nobody is. */
export function SignedIn({
  locale,
  children,
}: {
  locale: Locale;
  children: (organiser: SignedInOrganiser, reload: () => Promise<void>) => ReactNode;
}) {
  const t = useTranslator();
  const { organiser, ready, signIn } = useOrganiserSession();
  if (!ready) return <p aria-busy="true">{t('common.loading')}</p>;
  if (!organiser) return <LoginForm locale={locale} onSignedIn={signIn} />;
  return <>{children(organiser, signIn)}</>;
}
