import { notFound } from 'next/navigation';
import { isLocale, translate } from '../../../../i18n';
import { PageMessages } from '../../../../i18n/page-messages-provider';
import { JoinForm } from '../../../../accounts/join-form';

export default async function JoinPage({
  params,
}: {
  params: Promise<{ locale: string; token: string }>;
}) {
  const { locale, token } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <PageMessages locale={locale}>
      <main>
        <h1>{translate(locale, 'join.title')}</h1>
        <JoinForm locale={locale} token={token} />
      </main>
    </PageMessages>
  );
}
