'use client';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import type { Locale, Translate } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { ApiErrorBody, PeoplePage, PersonView } from '../lib/api-types';
import { errorText } from '../lib/error-text';
import { useOrganiserSession } from '../lib/session';
import { LoginForm } from './login-form';

const PAGE = 20;

type Fields = { firstName: string; lastName: string; club: string; licence: string };

/** The label of a field the API names, as the registry's form shows it. */
function fieldLabel(t: Translate, field: string): string {
  if (field === 'firstName') return t('picker.firstName');
  if (field === 'lastName') return t('picker.lastName');
  if (field === 'club') return t('team.club');
  if (field === 'licence') return t('registry.licence');
  return field;
}

const fieldsOf = (person: PersonView): Fields => ({
  firstName: person.firstName,
  lastName: person.lastName,
  club: person.club ?? '',
  licence: person.licence ?? '',
});

/**
 * The player registry for organisers: search it, fix a person (their name follows in every
 * tournament), merge a duplicate into the person to keep, delete a person (« joueur parti »).
 */
export function PeopleRegistry({ locale }: { locale: Locale }) {
  const t = useTranslator();
  const { signedIn, ready, signIn } = useOrganiserSession();
  const [query, setQuery] = useState('');
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<PeoplePage | null>(null);
  const [editing, setEditing] = useState<{ id: string; fields: Fields } | null>(null);
  const [duplicate, setDuplicate] = useState<PersonView | null>(null);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const reload = useCallback(async () => {
    const q = encodeURIComponent(query.trim());
    const result = await callApi<PeoplePage>(`/people?q=${q}&offset=${offset}&limit=${PAGE}`, {
      locale,
    });
    if (result.ok) setPage(result.data);
    else setError(result.error);
  }, [query, offset, locale]);
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => void reload(), 200);
    return () => clearTimeout(timer);
  }, [signedIn, reload]);

  const write = async (
    path: string,
    method: 'PATCH' | 'POST' | 'DELETE',
    body: unknown,
    said: string,
  ) => {
    const result = await callApi(path, { method, body, locale });
    if (!result.ok) return setError(result.error);
    setError(null);
    setDone(said);
    setEditing(null);
    setDuplicate(null);
    await reload();
  };
  const name = (person: PersonView) =>
    [person.firstName, person.lastName].filter(Boolean).join(' ');

  if (!ready) return <p aria-busy="true">{t('common.loading')}</p>;
  if (!signedIn) return <LoginForm locale={locale} onSignedIn={signIn} />;
  return (
    <section className="stack" aria-labelledby="registry-title">
      <h1 id="registry-title">{t('registry.title')}</h1>
      <label htmlFor="registry-search">{t('registry.search')}</label>
      <input
        id="registry-search"
        type="search"
        value={query}
        autoComplete="off"
        onChange={(event) => {
          setQuery(event.target.value);
          setOffset(0);
        }}
      />
      <p role="status" className="hint">
        {page ? t('registry.count', { count: page.total }) : ''}
        {done ? ` ${done}` : ''}
      </p>
      {error ? (
        <p className="form-error" role="alert">
          {error.details?.length
            ? error.details
                .map((detail) =>
                  t('registry.fieldError', {
                    field: fieldLabel(t, detail.field),
                    message: errorText(t, detail),
                  }),
                )
                .join(' ')
            : errorText(t, error)}
        </p>
      ) : null}
      {duplicate ? (
        <p className="card" role="status" data-testid="registry-merging">
          {t('registry.mergeWhich', { name: name(duplicate) })}{' '}
          <button type="button" className="small" onClick={() => setDuplicate(null)}>
            {t('registry.cancel')}
          </button>
        </p>
      ) : null}
      {page?.people.length ? (
        <table className="data" data-testid="registry-people">
          <thead>
            <tr>
              <th scope="col">{t('registry.name')}</th>
              <th scope="col">{t('team.club')}</th>
              <th scope="col">{t('registry.licence')}</th>
              <th scope="col">{t('team.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {page.people.map((person) =>
              editing?.id === person.id ? (
                <EditRow
                  key={person.id}
                  fields={editing.fields}
                  onChange={(fields) => setEditing({ id: person.id, fields })}
                  onCancel={() => setEditing(null)}
                  onSave={() =>
                    void write(
                      `/people/${person.id}`,
                      'PATCH',
                      {
                        firstName: editing.fields.firstName,
                        lastName: editing.fields.lastName,
                        club: editing.fields.club.trim() || null,
                        licence: editing.fields.licence.trim() || null,
                      },
                      t('registry.saved'),
                    )
                  }
                />
              ) : (
                <tr key={person.id}>
                  <th scope="row">
                    <Link href={`/${locale}/people/${person.id}`} prefetch={false}>
                      {name(person)}
                    </Link>
                  </th>
                  <td>{person.club ?? ''}</td>
                  <td>{person.licence ?? ''}</td>
                  <td className="actions">
                    {duplicate && duplicate.id !== person.id ? (
                      <button
                        type="button"
                        className="small"
                        onClick={() =>
                          void write(
                            `/people/${person.id}/merge`,
                            'POST',
                            { duplicateId: duplicate.id },
                            t('registry.merged', { name: name(person) }),
                          )
                        }
                      >
                        {t('registry.keepThis')}
                      </button>
                    ) : (
                      <>
                        <button
                          type="button"
                          className="small"
                          onClick={() => setEditing({ id: person.id, fields: fieldsOf(person) })}
                        >
                          {t('registry.edit')}
                        </button>
                        <button
                          type="button"
                          className="small"
                          onClick={() => setDuplicate(person)}
                        >
                          {t('registry.merge')}
                        </button>
                        <button
                          type="button"
                          className="small"
                          onClick={() => {
                            if (window.confirm(t('registry.deleteConfirm', { name: name(person) })))
                              void write(
                                `/people/${person.id}`,
                                'DELETE',
                                undefined,
                                t('registry.deleted'),
                              );
                          }}
                        >
                          {t('registry.delete')}
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      ) : null}
      {page && page.total > PAGE ? (
        <p className="toolbar">
          <button
            type="button"
            className="secondary"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - PAGE))}
          >
            {t('registry.previous')}
          </button>
          <span>
            {t('registry.range', {
              from: offset + 1,
              to: Math.min(offset + PAGE, page.total),
              total: page.total,
            })}
          </span>
          <button
            type="button"
            className="secondary"
            disabled={offset + PAGE >= page.total}
            onClick={() => setOffset(offset + PAGE)}
          >
            {t('registry.next')}
          </button>
        </p>
      ) : null}
    </section>
  );
}

function EditRow({
  fields,
  onChange,
  onSave,
  onCancel,
}: {
  fields: Fields;
  onChange: (fields: Fields) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const t = useTranslator();
  const input = (key: keyof Fields, label: string, max: number) => (
    <input
      aria-label={label}
      value={fields[key]}
      maxLength={max}
      onChange={(event) => onChange({ ...fields, [key]: event.target.value })}
    />
  );
  return (
    <tr>
      <th scope="row">
        {input('firstName', t('picker.firstName'), 39)}{' '}
        {input('lastName', t('picker.lastName'), 40)}
      </th>
      <td>{input('club', t('team.club'), 80)}</td>
      <td>{input('licence', t('registry.licence'), 30)}</td>
      <td className="actions">
        <button type="button" className="small primary" onClick={onSave}>
          {t('common.save')}
        </button>
        <button type="button" className="small" onClick={onCancel}>
          {t('registry.cancel')}
        </button>
      </td>
    </tr>
  );
}
