import { en } from './en';
import { fr, type MessageKey } from './fr';

export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** Each language named in itself, as language switches show them. */
export const LOCALE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English' };

const catalogues: Record<Locale, Record<MessageKey, string>> = { fr, en };

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The message for `key` in `locale`, with `{name}` placeholders filled in. */
export function translate(
  locale: Locale,
  key: MessageKey,
  values: Record<string, string> = {},
): string {
  return catalogues[locale][key].replace(
    /\{(\w+)\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
}

export type { MessageKey };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** `translate` bound to one locale, numbers accepted as placeholder values. */
export function translator(locale: Locale): Translate {
  return (key, values = {}) =>
    translate(
      locale,
      key,
      Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])),
    );
}
