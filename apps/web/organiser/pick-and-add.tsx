'use client';
import { useState } from 'react';

/** A list to pick one item from, and the button that adds it: a tournament, a club to invite. */
export function PickAndAdd({
  id,
  label,
  button,
  choices,
  onAdd,
}: {
  id: string;
  label: string;
  button: string;
  choices: ReadonlyArray<{ id: string; name: string }>;
  onAdd: (id: string) => void;
}) {
  const [chosen, setChosen] = useState('');
  if (choices.length === 0) return null;
  return (
    <p className="toolbar">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        <option value="" />
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        disabled={!chosen}
        onClick={() => {
          onAdd(chosen);
          setChosen('');
        }}
      >
        {button}
      </button>
    </p>
  );
}
