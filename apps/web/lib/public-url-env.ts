/**
 * `MARQUE_PUBLIC_URL` as an origin (`https://marque.example.org`, no trailing slash), or null when
 * it is unset or not an http(s) address. Read on the server, at request time.
 */
export function publicUrlFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | null {
  const value = env['MARQUE_PUBLIC_URL']?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}
