import type { Messages } from './format-message';
import type { MessageKey } from './fr';

/**
 * The message namespaces (the part of a key before its first dot) that the client components of
 * the phone's pages use. Only these reach those pages' browsers: the whole catalogue (~40 KB, a
 * third of a page's HTML) went to every page before. `page-messages.spec.ts` reads each page's
 * code and fails when a key it uses is in none of its namespaces.
 */
export const PAGE_NAMESPACES = {
  referee: [
    'apiError',
    'call',
    'common',
    'conflict',
    'contract',
    'correction',
    'deal',
    'doubling',
    'error',
    'form',
    'game',
    'marks',
    'person',
    'referee',
    'refused',
    'sheet',
    'sign',
    'suit',
    'table',
    'taken',
    'unsent',
  ],
  standings: [
    'bracket',
    'common',
    'console',
    'deal',
    'game',
    'live',
    'person',
    'placings',
    'player',
    'pools',
    'print',
    'rules',
    'sheet',
    'standings',
    'team',
    'tiebreak',
  ],
  players: [
    'common',
    'deal',
    'melee',
    'nextRound',
    'person',
    'player',
    'players',
    'sheet',
    'standings',
  ],
  series: ['common', 'deal', 'season', 'sheet'],
  seriesProjector: ['common', 'deal', 'season', 'sheet'],
} as const satisfies Record<string, readonly string[]>;

export type PageWithMessages = keyof typeof PAGE_NAMESPACES;

/** The messages of `catalogue` in `namespaces` only. */
export function messagesIn(catalogue: Messages, namespaces: readonly string[]): Partial<Messages> {
  const kept = new Set(namespaces);
  return Object.fromEntries(
    Object.entries(catalogue).filter(([key]) => kept.has(namespaceOf(key as MessageKey))),
  ) as Partial<Messages>;
}

export function namespaceOf(key: string): string {
  return key.split('.')[0] ?? key;
}
