// Both catalogues: for server components and tests. Client components take the active
// language's messages from `useTranslator()` (./client), so a page ships one catalogue only.
import { en } from './en';
import { formatMessage, translatorFor, type Messages, type Translate } from './format-message';
import { fr, type MessageKey } from './fr';
import type { Locale } from './locales';

export { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, isLocale, type Locale } from './locales';
export type { MessageKey, Messages, Translate };

const catalogues: Record<Locale, Messages> = { fr, en };

/** The whole catalogue of `locale`, for the layout to hand to the client provider. */
export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}

/** The message for `key` in `locale`, with `{name}` placeholders filled in. */
export function translate(
  locale: Locale,
  key: MessageKey,
  values: Record<string, string> = {},
): string {
  return formatMessage(catalogues[locale][key], values);
}

/** `translate` bound to one locale, numbers accepted as placeholder values. */
export function translator(locale: Locale): Translate {
  return translatorFor(catalogues[locale]);
}
