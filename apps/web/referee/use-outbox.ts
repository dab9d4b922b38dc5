'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '../lib/api-client';
import type { DealBody } from '../lib/api-types';
import {
  itemsOf,
  newIdempotencyKey,
  nextToSend,
  outcomeOf,
  retryDelay,
  settle,
  type OutboxItem,
} from './outbox';
import { openOutboxStore, type OutboxStore } from './outbox-store';

/**
 * The referee's outbox for one table: deals are stored on the phone first, then sent in order,
 * each with its own Idempotency-Key, again and again until the server answers. Sending starts
 * at once, when the browser says it is back online, and every few seconds while deals wait.
 */
export function useOutbox({
  tableId,
  refereeCode,
  locale,
  onSent,
}: {
  tableId: string | null;
  refereeCode: string;
  locale: string;
  onSent: () => void;
}) {
  const [items, setItems] = useState<OutboxItem[]>([]);
  const itemsRef = useRef<OutboxItem[]>([]);
  const storeRef = useRef<OutboxStore | null>(null);
  const flushing = useRef(false);
  const retryAt = useRef(0);
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;

  const update = useCallback((next: OutboxItem[]) => {
    itemsRef.current = next;
    setItems(next);
  }, []);

  const flush = useCallback(async () => {
    const store = storeRef.current;
    if (!tableId || !store || flushing.current || Date.now() < retryAt.current) return;
    flushing.current = true;
    try {
      for (
        let item = nextToSend(itemsRef.current, tableId);
        item;
        item = nextToSend(itemsRef.current, tableId)
      ) {
        const result = await callApi(`/tables/${tableId}/deals`, {
          method: 'POST',
          body: item.body,
          refereeCode: item.refereeCode,
          idempotencyKey: item.key,
          locale,
        });
        const outcome = outcomeOf(result);
        const next = settle(
          itemsRef.current,
          item.key,
          outcome,
          result.ok ? undefined : result.error,
        );
        update(next);
        if (outcome === 'sent') {
          await store.remove(item.key);
          onSentRef.current();
          continue;
        }
        const changed = next.find((entry) => entry.key === item?.key);
        if (changed) await store.put(changed);
        if (outcome === 'retry') retryAt.current = Date.now() + retryDelay(changed?.attempts ?? 1);
        break;
      }
    } finally {
      flushing.current = false;
    }
  }, [tableId, locale, update]);

  useEffect(() => {
    if (!tableId) return;
    const store = openOutboxStore();
    storeRef.current = store;
    store
      .all()
      .then((stored) => {
        update(stored);
        return flush();
      })
      .catch(() => undefined);
    const online = () => {
      retryAt.current = 0;
      void flush();
    };
    window.addEventListener('online', online);
    const timer = window.setInterval(() => void flush(), 2000);
    return () => {
      window.removeEventListener('online', online);
      window.clearInterval(timer);
    };
  }, [tableId, flush, update]);

  /** Stores a deal on the phone, then tries to send it; `replacing` is a refused deal fixed. */
  const add = useCallback(
    async (body: DealBody, replacing?: OutboxItem) => {
      const store = storeRef.current;
      if (!tableId || !store) return;
      const item: OutboxItem = {
        key: newIdempotencyKey(),
        tableId,
        refereeCode,
        body,
        // A fixed deal keeps its place: the deals typed after it follow it.
        createdAt: replacing?.createdAt ?? Date.now(),
        attempts: 0,
        state: 'pending',
      };
      await store.put(item);
      if (replacing) await store.remove(replacing.key);
      update([...itemsRef.current.filter((entry) => entry.key !== replacing?.key), item]);
      retryAt.current = 0;
      await flush();
    },
    [tableId, refereeCode, flush, update],
  );

  const discard = useCallback(
    async (key: string) => {
      await storeRef.current?.remove(key);
      update(itemsRef.current.filter((entry) => entry.key !== key));
      await flush();
    },
    [flush, update],
  );

  return { items: tableId ? itemsOf(items, tableId) : [], add, discard, flush };
}
