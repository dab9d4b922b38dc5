'use client';
import { useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import { errorText } from '../lib/error-text';

/**
 * An organiser's write to the API, one at a time: `busy` while it runs, then `onDone` with what
 * failed in the reader's language, or null.
 */
export function useApiAction(locale: Locale, onDone: (error: string | null) => void) {
  const t = useTranslator();
  const [busy, setBusy] = useState(false);
  const act = async (path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) => {
    setBusy(true);
    const result = await callApi(path, { method, body, locale });
    setBusy(false);
    onDone(result.ok ? null : errorText(t, result.error));
  };
  return { busy, act };
}
