import type { MessageKey } from './fr';

/** One language's messages, as the server hands them to the browser. */
export type Messages = Record<MessageKey, string>;

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * A message with its `{name}` placeholders filled in; one with no value stays visible. French
 * elision: « de {player} » becomes « d’Olivier » before a vowel or a mute h. A word that agrees
 * with a number is written `{name|singular|plural}`: « {count} {count|partie|parties} ».
 */
export function formatMessage(
  template: string,
  values: Record<string, string | number> = {},
): string {
  return agreeWithNumbers(template, values).replace(
    /(\b[Dd]e )?\{(\w+)\}/g,
    (whole, de: string | undefined, name: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      const text = String(value);
      if (!de) return text;
      return ELIDED.test(text) ? `${de[0]}’${text}` : `${de}${text}`;
    },
  );
}

/** `{name|one|other}` → `one` when the value is 1 (or −1), `other` otherwise; kept without a value. */
function agreeWithNumbers(template: string, values: Record<string, string | number>): string {
  return template.replace(
    /\{(\w+)\|((?:[^|{}]|\{\w+\})*)\|((?:[^|{}]|\{\w+\})*)\}/g,
    (whole, name: string, one: string, other: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return Math.abs(Number(value)) === 1 ? one : other;
    },
  );
}

/** A word that takes « d’ » rather than « de »: it starts with a vowel or an h (taken as mute). */
const ELIDED = /^[aeiouyhàâäéèêëîïôöùûüÿæœ]/i;

/**
 * `t(key, values)` over one catalogue, or the part of it a page was given (page-messages.ts): a
 * key outside it shows as itself rather than breaking the page.
 */
export function translatorFor(messages: Partial<Messages>): Translate {
  return (key, values) => formatMessage(messages[key] ?? key, values);
}
