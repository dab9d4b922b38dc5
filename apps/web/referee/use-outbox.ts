'use client';
import { startTransition, useEffect, useState } from 'react';
import { callApi } from '../lib/api-client';
import type { RecordDealResponse, TableView } from '../lib/api-types';
import { newIdempotencyKey, readAnswerOf, sendAnswerOf } from './outbox';
import { OutboxController, type OutboxTransport } from './outbox-controller';
import { isRefereeTap, type OutboxState } from './outbox-state';
import { openOutboxStore } from './outbox-store';

/** A request with no answer after this long is taken as lost (wifi with no internet behind it). */
const REQUEST_TIMEOUT_MS = 10_000;

const browserClock = {
  now: () => Date.now(),
  after: (ms: number, wake: () => void) => {
    const timer = window.setTimeout(wake, ms);
    return () => window.clearTimeout(timer);
  },
};

/**
 * The referee's outbox for one table (OutboxController over `callApi` and IndexedDB): null until
 * what the phone kept is loaded. The browser's "online" and "offline" events only make it ask
 * the server at once; what it says of the network comes from real answers.
 */
export function useOutbox({
  tableId,
  code,
  locale,
}: {
  tableId: string | null;
  code: string;
  locale: string;
}): { outbox: OutboxController | null; state: OutboxState | null } {
  const [outbox, setOutbox] = useState<OutboxController | null>(null);
  const [state, setState] = useState<OutboxState | null>(null);

  useEffect(() => {
    if (!tableId) return;
    let controller: OutboxController | null = null;
    let closed = false;
    const store = openOutboxStore(tableId, code);
    const transport: OutboxTransport = {
      send: async (deal, signal) =>
        sendAnswerOf(
          await callApi<RecordDealResponse>(`/tables/${tableId}/deals`, {
            method: 'POST',
            body: deal.body,
            refereeCode: code,
            idempotencyKey: deal.key,
            dealNumber: deal.number,
            locale,
            signal: timeout(signal),
          }),
        ),
      read: async (signal) =>
        readAnswerOf(
          await callApi<TableView>(`/tables/${tableId}`, { locale, signal: timeout(signal) }),
        ),
    };
    // The browser's word on the network only makes the phone ask the server at once.
    const online = () => controller?.networkBack();
    void store.load().then((kept) => {
      if (closed) return;
      controller = new OutboxController(
        { transport, keeper: store.keeper, clock: browserClock, newKey: newIdempotencyKey },
        kept,
      );
      // What the referee's taps change is drawn at once: the next form shows the next number.
      // What the network brings is drawn in a transition, in slices: each answer draws the whole
      // page again (the sheet read when the page opens, in one long task on a phone otherwise).
      controller.subscribe((next, cause) => {
        if (isRefereeTap(cause)) setState(next);
        else startTransition(() => setState(next));
      });
      // The whole page is drawn now, the form and the sheet: in a transition, React draws it in
      // slices and the phone stays responsive (one long task before, 100 ms and more on a phone).
      startTransition(() => {
        setState(controller?.current ?? null);
        setOutbox(controller);
      });
      controller.start();
      window.addEventListener('online', online);
      window.addEventListener('offline', online);
    });
    return () => {
      closed = true;
      controller?.stop();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', online);
      setOutbox(null);
      setState(null);
    };
  }, [tableId, code, locale]);

  return { outbox, state };
}

/** The request's signal: given up after REQUEST_TIMEOUT_MS, or when the referee retries now. */
function timeout(retried?: AbortSignal): AbortSignal | undefined {
  const timer =
    typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(REQUEST_TIMEOUT_MS) : undefined;
  if (!retried || !timer) return retried ?? timer;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([timer, retried]) : retried;
}
