'use client';
import { useCallback, useEffect, useState } from 'react';
import type { RulesetForm, Seat } from '../lib/api-types';
import { readStoredJson, writeStoredJson } from '../lib/session';
import {
  EMPTY_DRAFT,
  draftFromBody,
  normaliseDraft,
  type DealDraft,
} from '../deal-entry/deal-draft';
import type { RefusedDeal } from './outbox-state';

/** The number and dealer a deal is typed for, fixed at the form's first change. */
export interface BoundSlot {
  number: number | null;
  dealer: Seat | null;
}

/**
 * What the form shows, kept on the phone as typed so a reload loses nothing: the next deal being
 * typed, or the refused deal being fixed (every field as it was sent, then as edited). The next
 * deal's draft waits untouched while the referee deals with a refused one. The next deal keeps
 * the number and dealer it was started for (`bound`): the sheet moving on meanwhile (another
 * phone's deal) does not change them under the referee's fingers.
 */
export function useEntryDraft(
  code: string,
  refused: RefusedDeal | null,
  form: RulesetForm | undefined,
): {
  draft: DealDraft;
  setDraft: (draft: DealDraft) => void;
  bound: BoundSlot | null;
  bind: (slot: BoundSlot | null) => void;
} {
  const nextKey = `marque.draft.${code}`;
  const refusedKey = `marque.refused.${code}`;
  const slotKey = `marque.slot.${code}`;
  const [next, setNext] = useState<DealDraft>(EMPTY_DRAFT);
  const [fixing, setFixing] = useState<{ key: string; draft: DealDraft } | null>(null);
  const [bound, setBound] = useState<BoundSlot | null>(null);

  useEffect(() => {
    setNext(normaliseDraft(readStoredJson<Partial<DealDraft>>(nextKey)));
    setBound(readStoredJson<BoundSlot>(slotKey));
  }, [nextKey, slotKey]);

  const bind = useCallback(
    (slot: BoundSlot | null) => {
      setBound(slot);
      writeStoredJson(slotKey, slot);
    },
    [slotKey],
  );

  useEffect(() => {
    if (!refused || !form) {
      setFixing(null);
      return;
    }
    const stored = readStoredJson<{ key: string; draft: DealDraft }>(refusedKey);
    const draft =
      stored?.key === refused.key
        ? normaliseDraft(stored.draft)
        : { ...draftFromBody(refused.body, form), dealer: null };
    setFixing({ key: refused.key, draft });
  }, [refused, form, refusedKey]);

  const setDraft = useCallback(
    (draft: DealDraft) => {
      if (refused) {
        setFixing({ key: refused.key, draft });
        writeStoredJson(refusedKey, { key: refused.key, draft });
      } else {
        setNext(draft);
        writeStoredJson(nextKey, draft);
      }
    },
    [refused, nextKey, refusedKey],
  );

  const shown = refused ? (fixing?.key === refused.key ? fixing.draft : EMPTY_DRAFT) : next;
  return { draft: shown, setDraft, bound, bind };
}
