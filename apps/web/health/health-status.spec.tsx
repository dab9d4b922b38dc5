import { renderToStaticMarkup } from 'react-dom/server';
import { HealthStatus } from './health-status';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('HealthStatus', () => {
  it('shows the API and the database online', () => {
    const html = renderToStaticMarkup(
      <HealthStatus
        locale="fr"
        apiUrl="http://api:3001"
        view={{ reachable: true, health: { status: 'ok', database: 'up' } }}
      />,
    );
    expect(text(html)).toBe('API : en ligne Base de données : en ligne');
  });

  it('shows a database that is down', () => {
    const html = renderToStaticMarkup(
      <HealthStatus
        locale="en"
        apiUrl="http://api:3001"
        view={{ reachable: true, health: { status: 'error', database: 'down' } }}
      />,
    );
    expect(text(html)).toBe('API: up Database: down');
  });

  it('names the address it tried when the API is unreachable', () => {
    const html = renderToStaticMarkup(
      <HealthStatus locale="fr" apiUrl="http://localhost:3999" view={{ reachable: false }} />,
    );
    expect(text(html)).toBe('API injoignable Adresse essayée : http://localhost:3999');
  });
});
