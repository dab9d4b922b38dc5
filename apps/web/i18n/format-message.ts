import type { MessageKey } from './fr';

/** One language's messages, as the server hands them to the browser. */
export type Messages = Record<MessageKey, string>;

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** A message with its `{name}` placeholders filled in; one with no value stays visible. */
export function formatMessage(
  template: string,
  values: Record<string, string | number> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** `t(key, values)` over one catalogue. */
export function translatorFor(messages: Messages): Translate {
  return (key, values) => formatMessage(messages[key], values);
}
