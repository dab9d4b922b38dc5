'use client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { translatorFor, type Messages, type Translate } from './format-message';

const MessagesContext = createContext<Messages | null>(null);

/** Gives the client components below it the active language's messages (from the layout). */
export function MessagesProvider({
  messages,
  children,
}: {
  messages: Messages;
  children: ReactNode;
}) {
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>;
}

/** `t(key, values)` in the page's language. */
export function useTranslator(): Translate {
  const messages = useContext(MessagesContext);
  if (!messages) throw new Error('useTranslator needs a MessagesProvider above it');
  return useMemo(() => translatorFor(messages), [messages]);
}
