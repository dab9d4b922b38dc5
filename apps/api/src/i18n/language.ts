export type Language = 'fr' | 'en';

/** The caller's language from Accept-Language: English when asked for first, French otherwise. */
export function languageOf(acceptLanguage: string | undefined): Language {
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: quality ? Number(quality.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag !== '' && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .find((entry) => entry.tag.startsWith('fr') || entry.tag.startsWith('en'));
  return preferred?.tag.startsWith('en') ? 'en' : 'fr';
}
