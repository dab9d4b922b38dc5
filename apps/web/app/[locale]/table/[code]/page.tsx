import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale } from '../../../../i18n';
import { PageMessages } from '../../../../i18n/page-messages-provider';
import { readRefereeOpening } from '../../../../referee/read-referee-opening';
import { refereeCodeOf } from '../../../../referee/referee-code';
import { RefereeTable } from '../../../../referee/referee-table';

type RefereeParams = { params: Promise<{ locale: string; code: string }> };

/** This table's own manifest: on the home screen, the phone opens this sheet. */
export async function generateMetadata({ params }: RefereeParams): Promise<Metadata> {
  const { locale, code: typed } = await params;
  const code = refereeCodeOf(decoded(typed));
  if (!isLocale(locale) || !code) return {};
  return { manifest: `/${locale}/table/${encodeURIComponent(code)}/manifest.webmanifest` };
}

export default async function RefereePage({ params }: RefereeParams) {
  const { locale, code: typed } = await params;
  const code = refereeCodeOf(decoded(typed));
  if (!isLocale(locale) || !code) notFound();
  const opening = await readRefereeOpening(code, locale);
  return (
    <PageMessages locale={locale} page="referee">
      <main className="referee">
        <RefereeTable locale={locale} code={code} opening={opening} />
      </main>
    </PageMessages>
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
