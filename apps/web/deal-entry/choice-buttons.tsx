import type { ReactNode } from 'react';

/** Columns where "no" (sans, non) takes the room it needs and the other two share the rest. */
export const SHORT_FIRST = 'auto minmax(0, 1fr) minmax(0, 1fr)';

/**
 * A row of big toggle buttons for one choice (contract, suit, declarer…): one tap each, the
 * chosen one announced by aria-pressed, the group named for screen readers. `inline` puts the
 * label beside a short row (coinche, belote…), so the form fits a phone's screen.
 */
export function ChoiceButtons<T extends string | number>({
  label,
  options,
  value,
  onChange,
  error,
  id,
  columns,
  inline = false,
  keepFocus = false,
}: {
  label: string;
  options: ReadonlyArray<{ value: T; label: ReactNode; className?: string; title?: string }>;
  value: T | null;
  onChange: (value: T) => void;
  error?: string | undefined;
  id: string;
  /** How many equal columns, or a grid template (`auto 1fr 1fr`: a short first choice). */
  columns?: number | string;
  inline?: boolean;
  /** A tap leaves the focus where it was (in the points box, with the phone's keyboard open). */
  keepFocus?: boolean;
}) {
  return (
    <fieldset
      className={inline ? 'choice choice-inline' : 'choice'}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{label}</legend>
      <div
        className="choice-grid"
        style={columns ? { gridTemplateColumns: gridColumns(columns) } : undefined}
      >
        {options.map((option) => (
          <button
            key={String(option.value)}
            type="button"
            className={`choice-button ${option.className ?? ''}`}
            aria-pressed={option.value === value}
            title={option.title}
            onMouseDown={keepFocus ? (event) => event.preventDefault() : undefined}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const gridColumns = (columns: number | string) =>
  typeof columns === 'number' ? `repeat(${columns}, minmax(0, 1fr))` : columns;
