import { translate, type Locale } from '../i18n';
import type { HealthView } from './fetch-health';

/** The API's and the database's state, or where the web server looked for the API in vain. */
export function HealthStatus({
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
      <div className="health">
        <p className="status status-down">{translate(locale, 'health.unreachable')}</p>
        <p className="tried">{translate(locale, 'health.tried', { url: apiUrl })}</p>
      </div>
    );
  }
  const databaseUp = view.health.database === 'up';
  return (
    <ul className="health">
      <li className="status status-up">
        {translate(locale, 'health.api', { state: translate(locale, 'health.up') })}
      </li>
      <li className={`status ${databaseUp ? 'status-up' : 'status-down'}`}>
        {translate(locale, 'health.database', {
          state: translate(locale, databaseUp ? 'health.up' : 'health.down'),
        })}
      </li>
    </ul>
  );
}
