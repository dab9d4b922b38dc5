import type { ReactNode } from 'react';
import { messagesFor, type Locale } from '.';
import { MessagesProvider } from './client';
import { messagesIn, PAGE_NAMESPACES, type PageWithMessages } from './page-messages';

/**
 * The messages of a page's client components, handed to the browser as data: a phone page
 * (`page`) gets its namespaces' only, the others the whole catalogue of their language.
 */
export function PageMessages({
  locale,
  page,
  children,
}: {
  locale: Locale;
  page?: PageWithMessages;
  children: ReactNode;
}) {
  const all = messagesFor(locale);
  const messages = page ? messagesIn(all, PAGE_NAMESPACES[page]) : all;
  return (
    <MessagesProvider messages={messages} locale={locale}>
      {children}
    </MessagesProvider>
  );
}
