import { notFound } from 'next/navigation';
import { isLocale } from '../../../../i18n';
import { refereeCodeOf } from '../../../../referee/referee-code';
import { RefereeTable } from '../../../../referee/referee-table';

export default async function RefereePage({
  params,
}: {
  params: Promise<{ locale: string; code: string }>;
}) {
  const { locale, code: typed } = await params;
  const code = refereeCodeOf(decoded(typed));
  if (!isLocale(locale) || !code) notFound();
  return (
    <main className="referee">
      <RefereeTable locale={locale} code={code} />
    </main>
  );
}

/** A code typed into the address bar arrives as typed (`k7qp%202mxa`). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
