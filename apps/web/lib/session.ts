'use client';
import { useCallback, useEffect, useState } from 'react';
import { UNAUTHORIZED_EVENT } from './api-client';

const TOKEN_KEY = 'marque.organiser.token';

/**
 * The organiser's access token, kept in this browser's localStorage: the console survives a
 * reload, and only pages that need it read it. `ready` is false until it has been read.
 */
export function useOrganiserToken(): {
  token: string | null;
  ready: boolean;
  signIn(token: string): void;
  signOut(): void;
} {
  const [token, setToken] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setToken(readStored(TOKEN_KEY));
    setReady(true);
    // An expired or revoked token: forget it, so the page asks to sign in again.
    const expired = () => {
      writeStored(TOKEN_KEY, null);
      setToken(null);
    };
    window.addEventListener(UNAUTHORIZED_EVENT, expired);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, expired);
  }, []);
  const signIn = useCallback((value: string) => {
    writeStored(TOKEN_KEY, value);
    setToken(value);
  }, []);
  const signOut = useCallback(() => {
    writeStored(TOKEN_KEY, null);
    setToken(null);
  }, []);
  return { token, ready, signIn, signOut };
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
