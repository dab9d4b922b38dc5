'use client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatDecimal } from './number-format';
import { translatorFor, type Messages, type Translate } from './format-message';

const MessagesContext = createContext<Partial<Messages> | null>(null);
const LocaleContext = createContext<string>('fr');

/**
 * Gives the client components below it the active language's messages (all of them, or those of
 * the page's namespaces: page-messages.ts) and its locale, for numbers (from each page, through
 * `PageMessages`).
 */
export function MessagesProvider({
  messages,
  locale = 'fr',
  children,
}: {
  messages: Partial<Messages>;
  locale?: string;
  children: ReactNode;
}) {
  return (
    <LocaleContext.Provider value={locale}>
      <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>
    </LocaleContext.Provider>
  );
}

/** A number as the reader writes it: `2 000` and `0,5` in French, `2,000` and `0.5` in English. */
export function useNumberFormat(): (value: number) => string {
  const locale = useContext(LocaleContext);
  return useMemo(() => (value: number) => formatDecimal(locale, value, 2), [locale]);
}

/** `t(key, values)` in the page's language. */
export function useTranslator(): Translate {
  const messages = useContext(MessagesContext);
  if (!messages) throw new Error('useTranslator needs a MessagesProvider above it');
  return useMemo(() => translatorFor(messages), [messages]);
}

/**
 * A time of day as the reader writes it: `15:30` in French, `3:30 PM` in English. The
 * Intl.DateTimeFormat is built at the first time written, not with the page: building one costs
 * a phone 15–20 ms of main thread (×4 in Lighthouse's mobile run), and the pages calling this
 * hook (the players' page, the standings) mostly have no time to write.
 */
export function useTimeFormat(): (iso: string) => string {
  const locale = useContext(LocaleContext);
  return useMemo(() => {
    let format: Intl.DateTimeFormat | null = null;
    return (iso: string) => {
      format ??= new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
      return format.format(new Date(iso));
    };
  }, [locale]);
}
