/** Where the web server reaches the API: read at request time, never baked into the build. */
export function apiBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env['MARQUE_API_URL'] ?? 'http://localhost:3001').replace(/\/+$/, '');
}
