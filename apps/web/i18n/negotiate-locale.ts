import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * The locale for a visitor who has not picked one: the first of ours in the browser's
 * Accept-Language, by preference (q) then order; French when none of ours is there.
 * Only the primary subtag counts: `en-GB` and `fr-CA` are served `en` and `fr`.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map(parseRange)
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality); // stable: equal qualities keep the header's order
  for (const { language } of ranges) {
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/**
 * Where to send a request whose path does not start with a locale (`/` → `/fr`,
 * `/organiser` → `/en/organiser`), or null when it already has one.
 */
export function localeRedirectPath(
  pathname: string,
  acceptLanguage: string | null | undefined,
): string | null {
  const firstSegment = pathname.split('/')[1] ?? '';
  if (isLocale(firstSegment)) return null;
  return `/${negotiateLocale(acceptLanguage)}${pathname === '/' ? '' : pathname}`;
}

function parseRange(range: string): { language: string; quality: number } {
  const [tag = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
  const q = parameters.find((parameter) => parameter.startsWith('q='));
  const quality = q === undefined ? 1 : Number(q.slice(2));
  return {
    language: tag.split('-')[0] ?? '',
    // A malformed weight is ignored rather than trusted.
    quality: Number.isFinite(quality) ? quality : 0,
  };
}
