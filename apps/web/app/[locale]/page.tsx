import { notFound } from 'next/navigation';
import { isLocale, translate, type Locale } from '../../i18n';
import { apiBaseUrl } from '../../lib/api-url';
import { fetchHealth, type HealthView } from '../../lib/health';

// The health is read on every request, never at build time.
export const dynamic = 'force-dynamic';

export default async function HomePage(props: { params: Promise<{ locale: string }> }) {
  const { locale } = await props.params;
  if (!isLocale(locale)) notFound();
  const apiUrl = apiBaseUrl();
  const view = await fetchHealth(apiUrl);
  return (
    <main>
      <h1>{translate(locale, 'app.name')}</h1>
      <p className="tagline">{translate(locale, 'app.tagline')}</p>
      <section aria-labelledby="health-title" className="card">
        <h2 id="health-title">{translate(locale, 'health.title')}</h2>
        <HealthStatus locale={locale} view={view} apiUrl={apiUrl} />
      </section>
    </main>
  );
}

function HealthStatus({
  locale,
  view,
  apiUrl,
}: {
  locale: Locale;
  view: HealthView;
  apiUrl: string;
}) {
  if (!view.reachable) {
    return (
      <p role="status" className="status status-down">
        {translate(locale, 'health.unreachable', { url: apiUrl })}
      </p>
    );
  }
  const databaseUp = view.health.database === 'up';
  return (
    <dl role="status" className="health">
      <dt>{translate(locale, 'health.api')}</dt>
      <dd className="status status-up">{translate(locale, 'health.up')}</dd>
      <dt>{translate(locale, 'health.database')}</dt>
      <dd className={`status ${databaseUp ? 'status-up' : 'status-down'}`}>
        {translate(locale, databaseUp ? 'health.up' : 'health.down')}
      </dd>
    </dl>
  );
}
