'use client';
import { startTransition, useEffect, useRef, useState } from 'react';
import { liveRetryDelayMs, liveStreamUrl } from './live-stream-retry';
import { whenIdle } from './when-idle';

export type TournamentEventType = 'deal' | 'correction' | 'round' | 'standings' | 'table' | 'poll';

/**
 * The tournament's live events (Server-Sent Events, `GET /api/tournaments/:id/events`): the
 * browser reconnects by itself and sends Last-Event-ID, so nothing is missed. Where the stream
 * is refused, the callback is called every `pollMs` instead, with `poll`, and the stream is
 * opened again later (5 s, doubling to a minute), resuming after the last event received. `onOpen` is called at
 * each (re)connection: the server is reachable again.
 * With `onOpen`, which reads what changed meanwhile, the stream opens once the page is idle
 * (STREAM_OPEN_WAIT_MS at the latest), not while a phone is still starting the page; without it
 * at once, as an event sent in between would be missed. What an event changes at once (its
 * callback's own updates) and the mode are drawn in a transition, in slices: each change draws
 * again the page that uses the hook, and a long task of it on a phone delays the referee's taps.
 */
export function useTournamentEvents(
  tournamentId: string | null,
  onEvent: (type: TournamentEventType, data: unknown) => void,
  pollMs = 4000,
  onOpen?: () => void,
): 'live' | 'polling' | 'connecting' {
  const [mode, setMode] = useState<'live' | 'polling' | 'connecting'>('connecting');
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const opened = useRef(onOpen);
  opened.current = onOpen;
  useEffect(() => {
    if (!tournamentId) return;
    let poller: number | undefined;
    let retry: number | undefined;
    let source: EventSource | null = null;
    let lastEventId: string | null = null;
    let attempts = 0;
    const showMode = (next: 'live' | 'polling') => startTransition(() => setMode(next));
    const poll = () => {
      showMode('polling');
      poller ??= window.setInterval(() => handler.current('poll', null), pollMs);
    };
    if (typeof EventSource === 'undefined') {
      poll();
      return () => window.clearInterval(poller);
    }
    const types = ['deal', 'correction', 'round', 'standings', 'table'] as const;
    const listener = (event: MessageEvent<string>) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      let data: unknown = null;
      try {
        data = JSON.parse(event.data);
      } catch {
        data = null;
      }
      startTransition(() => handler.current(event.type as TournamentEventType, data));
    };
    const open = () => {
      const stream = new EventSource(liveStreamUrl(tournamentId, lastEventId));
      source = stream;
      stream.onopen = () => {
        attempts = 0;
        window.clearInterval(poller);
        poller = undefined;
        showMode('live');
        opened.current?.();
      };
      // The browser reconnects by itself after a dropped stream; it gives up (CLOSED) on an
      // answer that is not a stream. Then: poll, and try the stream again a while later.
      stream.onerror = () => {
        if (stream.readyState !== EventSource.CLOSED) return;
        poll();
        window.clearTimeout(retry);
        retry = window.setTimeout(open, liveRetryDelayMs(attempts++));
      };
      for (const type of types) stream.addEventListener(type, listener);
    };
    let cancelOpen = () => {};
    if (opened.current) cancelOpen = whenIdle(open, STREAM_OPEN_WAIT_MS);
    else open();
    return () => {
      cancelOpen();
      source?.close();
      window.clearInterval(poller);
      window.clearTimeout(retry);
    };
  }, [tournamentId, pollMs]);
  return mode;
}

/** The longest a page waits for a quiet moment before it opens its live stream. */
const STREAM_OPEN_WAIT_MS = 1500;
