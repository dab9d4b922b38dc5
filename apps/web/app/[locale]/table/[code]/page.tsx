import { notFound } from 'next/navigation';
import { isLocale } from '../../../../i18n';
import { RefereeTable } from '../../../../referee/referee-table';

export default async function RefereePage({
  params,
}: {
  params: Promise<{ locale: string; code: string }>;
}) {
  const { locale, code } = await params;
  if (!isLocale(locale) || !/^[A-Za-z0-9-]{1,16}$/.test(code)) notFound();
  return (
    <main className="referee">
      <RefereeTable locale={locale} code={code.toUpperCase()} />
    </main>
  );
}
