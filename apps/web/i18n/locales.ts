// The languages, without their catalogues: safe to import from client components.
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** Each language named in itself, as language switches show them. */
export const LOCALE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English' };

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
