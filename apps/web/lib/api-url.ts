/** Where the web server reaches the API: read at request time, never baked into the build. */
export function apiBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env['MARQUE_API_URL'] ?? 'http://localhost:3001').replace(/\/+$/, '');
}

/** What proves this server to the API as its forwarder (MARQUE_FORWARDER_SECRET), if set. */
export function forwarderSecret(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env['MARQUE_FORWARDER_SECRET']?.trim() || undefined;
}
