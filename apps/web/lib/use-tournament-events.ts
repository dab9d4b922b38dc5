'use client';
import { useEffect, useRef, useState } from 'react';

export type TournamentEventType = 'deal' | 'correction' | 'round' | 'standings' | 'table' | 'poll';

/**
 * The tournament's live events (Server-Sent Events, `GET /api/tournaments/:id/events`): the
 * browser reconnects by itself and sends Last-Event-ID, so nothing is missed. Where the stream
 * is refused, the callback is called every `pollMs` instead, with `poll`. `onOpen` is called at
 * each (re)connection: the server is reachable again.
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
    const poll = () => {
      setMode('polling');
      poller ??= window.setInterval(() => handler.current('poll', null), pollMs);
    };
    if (typeof EventSource === 'undefined') {
      poll();
      return () => window.clearInterval(poller);
    }
    const source = new EventSource(`/api/tournaments/${tournamentId}/events`);
    source.onopen = () => {
      setMode('live');
      opened.current?.();
    };
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) poll();
    };
    const types = ['deal', 'correction', 'round', 'standings', 'table'] as const;
    const listeners = types.map((type) => {
      const listener = (event: MessageEvent<string>) => {
        let data: unknown = null;
        try {
          data = JSON.parse(event.data);
        } catch {
          data = null;
        }
        handler.current(type, data);
      };
      source.addEventListener(type, listener);
      return [type, listener] as const;
    });
    return () => {
      for (const [type, listener] of listeners) source.removeEventListener(type, listener);
      source.close();
      window.clearInterval(poller);
    };
  }, [tournamentId, pollMs]);
  return mode;
}
