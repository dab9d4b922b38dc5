import { SeasonError } from './errors.ts';
import type { ResolvedRule } from './rule.ts';
import { placePoints } from './scale.ts';
import type { EventEntry, SeasonEvent, SeasonPerson } from './types.ts';

/** An entry that took part and has a result by the rule: its place and points. */
export interface ScoredEntry {
  people: SeasonPerson[];
  place: number;
  points: number;
  withdrawn: boolean;
}

/**
 * Checks the events' placings, then gives each event's scored entries: those that took part,
 * less the withdrawn ones when the rule gives them no result. A result scores the points of
 * its place plus the points for taking part; a withdrawn one, by the rule, the same, the
 * points for taking part only, or nothing.
 */
export function scoredEvents(
  events: readonly SeasonEvent[],
  rule: ResolvedRule,
): Array<{ id: string; entries: ScoredEntry[] }> {
  checkEventIds(events);
  return events.map((event, index) => {
    const playing = event.entries.filter(tookPart);
    const fieldSize = checkEvent(event, `events[${index}]`, playing.length);
    const entries = playing
      .filter((entry) => !(entry.withdrawn && rule.withdrawn === 'no-result'))
      .map((entry): ScoredEntry => {
        const place = entry.place ?? 0;
        const withdrawn = entry.withdrawn ?? false;
        const forPlace =
          withdrawn && rule.withdrawn === 'participation-only'
            ? 0
            : placePoints(rule.scale, place, fieldSize);
        return {
          people: entry.people,
          place,
          points: forPlace + rule.participationPoints,
          withdrawn,
        };
      });
    return { id: event.id, entries };
  });
}

function tookPart(entry: EventEntry): boolean {
  return entry.tookPart !== false;
}

function checkEventIds(events: readonly SeasonEvent[]): void {
  const seen = new Set<string>();
  events.forEach((event, index) => {
    if (seen.has(event.id))
      throw new SeasonError('DUPLICATE_EVENT', `events[${index}].id`, `Event ${event.id} twice`);
    seen.add(event.id);
  });
}

/**
 * Checks one event's entries (one or two different people each, nobody in two entries that
 * took part, a place from 1 to N for each entry that took part) and returns N.
 */
function checkEvent(event: SeasonEvent, field: string, entriesPlaying: number): number {
  const fieldSize = event.fieldSize ?? entriesPlaying;
  if (!Number.isSafeInteger(fieldSize) || fieldSize < 0)
    throw new SeasonError(
      'INVALID_FIELD_SIZE',
      `${field}.fieldSize`,
      'A field size is a whole number',
    );
  const seen = new Set<string>();
  event.entries.forEach((entry, index) => {
    const at = `${field}.entries[${index}]`;
    const ids = entry.people.map((person) => person.id);
    if (ids.length < 1 || ids.length > 2 || ids[0] === ids[1])
      throw new SeasonError('INVALID_ENTRY', `${at}.people`, 'An entry is one or two people');
    if (!tookPart(entry)) return;
    const { place } = entry;
    if (place === undefined || !Number.isSafeInteger(place) || place < 1 || place > fieldSize)
      throw new SeasonError('INVALID_PLACE', `${at}.place`, `A place is from 1 to ${fieldSize}`);
    ids.forEach((id, person) => {
      if (seen.has(id))
        throw new SeasonError(
          'DUPLICATE_PERSON',
          `${at}.people[${person}]`,
          `${id} is in two entries of event ${event.id}`,
        );
      seen.add(id);
    });
  });
  return fieldSize;
}
