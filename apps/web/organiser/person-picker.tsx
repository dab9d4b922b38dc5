'use client';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { PeoplePage, PersonView, PlayerPick } from '../lib/api-types';
import { splitFullName } from '@marque/people';

/** What a seat of the registration form holds: a name being typed, a person, or a new person. */
export type SeatChoice =
  | { kind: 'typed'; text: string }
  | { kind: 'person'; person: PersonView }
  | { kind: 'new'; firstName: string; lastName: string };

export const EMPTY_SEAT: SeatChoice = { kind: 'typed', text: '' };

/**
 * The pick a seat sends: the person chosen, the new one, or the name typed (which the API
 * matches in the registry, else makes a new person).
 */
export function pickOf(choice: SeatChoice): PlayerPick {
  if (choice.kind === 'person') return { id: choice.person.id };
  if (choice.kind === 'new') return { firstName: choice.firstName, lastName: choice.lastName };
  return { name: choice.text };
}

/** « Anne Rey · CC Sion · licence 123 » */
function describe(t: ReturnType<typeof useTranslator>, person: PersonView): string {
  return [
    [person.firstName, person.lastName].filter(Boolean).join(' '),
    person.club,
    person.licence ? t('picker.licence', { licence: person.licence }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A seat's player, searched in the registry as it is typed (a combobox: arrows move through the
 * people found, Enter picks, Escape closes), or a new player whose first and last names can be
 * corrected before the team is registered.
 */
export function PersonPicker({
  inputId,
  choice,
  onChange,
  required,
}: {
  inputId: string;
  choice: SeatChoice;
  onChange: (choice: SeatChoice) => void;
  required?: boolean;
}) {
  const t = useTranslator();
  const [found, setFound] = useState<PersonView[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = choice.kind === 'typed' ? choice.text : '';
  const typed = text.trim();

  useEffect(() => {
    if (typed.length < 2) return setFound(null);
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const result = await callApi<PeoplePage>(`/people?q=${encodeURIComponent(typed)}&limit=8`, {
        signal: controller.signal,
      });
      if (result.ok) {
        setFound(result.data.people);
        setActive(-1);
      }
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);

  if (choice.kind === 'person')
    return (
      <p className="picked-person" data-testid={`${inputId}-picked`}>
        <span>
          {describe(t, choice.person)} <small>({t('picker.fromRegistry')})</small>
        </span>{' '}
        <button type="button" className="small" onClick={() => onChange(EMPTY_SEAT)}>
          {t('picker.change')}
        </button>
      </p>
    );
  if (choice.kind === 'new')
    return (
      <fieldset className="new-person">
        <legend>{t('picker.newPerson')}</legend>
        <label htmlFor={inputId}>{t('picker.firstName')}</label>
        <input
          id={inputId}
          value={choice.firstName}
          maxLength={39}
          onChange={(event) => onChange({ ...choice, firstName: event.target.value })}
        />
        <label htmlFor={`${inputId}-last`}>{t('picker.lastName')}</label>
        <input
          id={`${inputId}-last`}
          value={choice.lastName}
          maxLength={40}
          required
          onChange={(event) => onChange({ ...choice, lastName: event.target.value })}
        />
        <button type="button" className="small" onClick={() => onChange(EMPTY_SEAT)}>
          {t('picker.searchAgain')}
        </button>
      </fieldset>
    );

  const options: SeatChoice[] = typed
    ? [
        ...(found ?? []).map((person): SeatChoice => ({ kind: 'person', person })),
        { kind: 'new', ...splitFullName(typed) },
      ]
    : [];
  const shown = open && options.length > 0;
  const listId = `${inputId}-people`;
  const choose = (option: SeatChoice | undefined) => {
    if (!option) return;
    setOpen(false);
    onChange(option);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => Math.max(0, Math.min(options.length - 1, at + step)));
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  };
  return (
    <div className="person-picker">
      <input
        id={inputId}
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={`${inputId}-hint`}
        autoComplete="off"
        value={text}
        maxLength={80}
        required={required}
        onChange={(event) => {
          setOpen(true);
          onChange({ kind: 'typed', text: event.target.value });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <p id={`${inputId}-hint`} className="hint" aria-live="polite">
        {typed.length < 2 || found === null
          ? t('picker.hint')
          : found.length
            ? t('picker.results', { count: found.length })
            : t('picker.noResult')}
      </p>
      <ul id={listId} role="listbox" className="people-options" hidden={!shown}>
        {options.map((option, at) => (
          <li
            key={option.kind === 'person' ? option.person.id : 'new'}
            id={`${listId}-${at}`}
            role="option"
            aria-selected={at === active}
            className={at === active ? 'active' : undefined}
            // Before the input's blur, which closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            {option.kind === 'person'
              ? describe(t, option.person)
              : t('picker.create', { name: typed })}
          </li>
        ))}
      </ul>
    </div>
  );
}
