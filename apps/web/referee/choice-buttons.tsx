import type { ReactNode } from 'react';

/**
 * A row of big toggle buttons for one choice (contract, suit, declarer…): one tap each, the
 * chosen one announced by aria-pressed, the group named for screen readers.
 */
export function ChoiceButtons<T extends string | number>({
  label,
  options,
  value,
  onChange,
  error,
  id,
  columns,
}: {
  label: string;
  options: ReadonlyArray<{ value: T; label: ReactNode; className?: string; title?: string }>;
  value: T | null;
  onChange: (value: T) => void;
  error?: string | undefined;
  id: string;
  columns?: number;
}) {
  return (
    <fieldset className="choice" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      <div
        className="choice-grid"
        style={columns ? { gridTemplateColumns: `repeat(${columns}, 1fr)` } : undefined}
      >
        {options.map((option) => (
          <button
            key={String(option.value)}
            type="button"
            className={`choice-button ${option.className ?? ''}`}
            aria-pressed={option.value === value}
            title={option.title}
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
