'use client';
import { useCallback, useEffect, useState } from 'react';
import type { OrganiserView } from '@marque/contracts';
import { callApi, UNAUTHORIZED_EVENT } from './api-client';

/** Where this browser kept the organiser's token before the session cookie: removed on sight. */
const LEGACY_TOKEN_KEY = 'marque.organiser.token';

/** Who is signed in: name, whether administrator, clubs. */
export type SignedInOrganiser = OrganiserView;

/**
 * The organiser's session. Its token lives in an httpOnly cookie that the API sets at sign-in
 * and that no script of this page can read; the page asks the API who is signed in
 * (`GET /api/auth/me`). `ready` is false until it has answered.
 */
export function useOrganiserSession(): {
  organiser: SignedInOrganiser | null;
  signedIn: boolean;
  ready: boolean;
  signIn(): Promise<void>;
  signOut(): Promise<void>;
} {
  const [organiser, setOrganiser] = useState<SignedInOrganiser | null>(null);
  const [ready, setReady] = useState(false);
  const reload = useCallback(async () => {
    const result = await callApi<SignedInOrganiser>('/auth/me');
    setOrganiser(result.ok ? result.data : null);
    setReady(true);
  }, []);
  useEffect(() => {
    writeStored(LEGACY_TOKEN_KEY, null);
    void reload();
    // A session that expired or was ended elsewhere: the page asks to sign in again.
    const expired = () => setOrganiser(null);
    window.addEventListener(UNAUTHORIZED_EVENT, expired);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, expired);
  }, [reload]);
  const signOut = useCallback(async () => {
    await callApi('/auth/logout', { method: 'POST' });
    setOrganiser(null);
  }, []);
  return { organiser, signedIn: organiser !== null, ready, signIn: reload, signOut };
}

/** localStorage that never throws (private windows, full quota): a missing value is null. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing more to do: the value lives in memory for this visit.
  }
}

export function readStoredJson<T>(key: string): T | null {
  const text = readStored(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeStoredJson(key: string, value: unknown): void {
  writeStored(key, value === null ? null : JSON.stringify(value));
}
