import { renderToStaticMarkup } from 'react-dom/server';
import { translatorFor } from '../i18n/format-message';
import { MessagesProvider } from '../i18n/client';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import type { TableView } from '../lib/api-types';
import { tableOf } from '../deal-entry/rulesets.fixture';
import { RecordedNotice } from './outbox-status';

const table = {
  ...tableOf('marque-2018'),
  game: {
    deals: [
      {
        number: 7,
        dealer: 0,
        contract: { value: 100, suit: 'hearts', declarer: 0 },
        doubling: 'none',
        cardPoints: { A: 120, B: 37 },
        made: true,
        marks: { A: 220, B: 37 },
        totals: { A: 1510, B: 1280 },
      },
    ],
  },
} as unknown as TableView;

/** The banner's words, every kind of space one ordinary space. */
function banner(locale: 'fr' | 'en'): string {
  const messages = locale === 'fr' ? fr : en;
  return renderToStaticMarkup(
    <MessagesProvider messages={messages} locale={locale}>
      <RecordedNotice t={translatorFor(messages)} table={table} number={7} />
    </MessagesProvider>,
  )
    .replace(/<[^>]+>/g, '')
    .replace(/[\s\u00a0\u202f]+/g, ' ');
}

describe('RecordedNotice', () => {
  it('writes the totals as the sheet does: « 1 510 », not « 1510 »', () => {
    expect(banner('fr')).toContain('Les As 1 510, Bourdons 1 280');
    expect(banner('en')).toContain('1,510');
  });
});
