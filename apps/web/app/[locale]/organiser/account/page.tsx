import { notFound } from 'next/navigation';
import { isLocale, translate } from '../../../../i18n';
import { PageMessages } from '../../../../i18n/page-messages-provider';
import { AccountSettings } from '../../../../accounts/account-settings';

export default async function AccountPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <PageMessages locale={locale}>
      <main>
        <h1>{translate(locale, 'account.title')}</h1>
        <AccountSettings locale={locale} />
      </main>
    </PageMessages>
  );
}
