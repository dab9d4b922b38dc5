'use client';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { ApiErrorBody } from '../lib/api-types';
import { errorText, fieldErrorText } from '../lib/error-text';

/** A form's call to the API: busy while it runs, then what failed (field by field) or a word of success. */
export function useAccountForm(locale: Locale) {
  const t = useTranslator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const send = async (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body: unknown,
    success: string | null,
  ): Promise<unknown> => {
    setBusy(true);
    setDone(null);
    const result = await callApi(path, { method, body, locale });
    setBusy(false);
    setError(result.ok ? null : result.error);
    if (!result.ok) return null;
    setDone(success);
    return result.data ?? true;
  };
  const fieldError = (field: string) => {
    const message = fieldErrorText(t, error, field);
    return message ? (
      <p className="field-error" role="alert">
        {message}
      </p>
    ) : null;
  };
  const formError = error && !fieldErrorShown(error) ? errorText(t, error) : null;
  return { busy, done, formError, send, fieldError };
}

/** Field errors are shown at their fields; a refusal of the whole form above them. */
function fieldErrorShown(error: ApiErrorBody): boolean {
  return Boolean(error.details?.length);
}

export function AccountForm({
  form,
  title,
  id,
  submit,
  onSubmit,
  children,
  after,
}: {
  form: ReturnType<typeof useAccountForm>;
  title: string;
  id: string;
  submit: string;
  onSubmit: () => Promise<void>;
  children: ReactNode;
  /** What the form's answer shows, below its button. */
  after?: ReactNode;
}) {
  return (
    <form
      className="card stack"
      aria-labelledby={`${id}-title`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {form.formError ? (
        <p className="form-error" role="alert">
          {form.formError}
        </p>
      ) : null}
      {children}
      <button type="submit" className="primary" disabled={form.busy}>
        {submit}
      </button>
      {form.done ? <p role="status">{form.done}</p> : null}
      {after}
    </form>
  );
}
