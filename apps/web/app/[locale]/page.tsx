import Link from 'next/link';
import { notFound } from 'next/navigation';
import { fetchHealth } from '../../health/fetch-health';
import { HealthStatus } from '../../health/health-status';
import { isLocale, translate } from '../../i18n';
import { PageMessages } from '../../i18n/page-messages-provider';
import { apiBaseUrl } from '../../lib/api-url';

// The health is read on every request, never at build time.
export const dynamic = 'force-dynamic';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const apiUrl = apiBaseUrl();
  const view = await fetchHealth(apiUrl);
  return (
    <PageMessages locale={locale}>
      <main>
        <h1>{translate(locale, 'app.name')}</h1>
        <p className="tagline">{translate(locale, 'app.tagline')}</p>
        <nav className="home-links" aria-label={translate(locale, 'home.links')}>
          <Link className="home-link" href={`/${locale}/table`}>
            {translate(locale, 'home.referee')}
          </Link>
          <Link className="home-link" href={`/${locale}/organiser`}>
            {translate(locale, 'home.organiser')}
          </Link>
          <Link className="home-link" href={`/${locale}/rules`}>
            {translate(locale, 'rules.title')}
          </Link>
        </nav>
        <section aria-labelledby="health-title" className="card">
          <h2 id="health-title">{translate(locale, 'health.title')}</h2>
          <HealthStatus locale={locale} view={view} apiUrl={apiUrl} />
        </section>
      </main>
    </PageMessages>
  );
}
