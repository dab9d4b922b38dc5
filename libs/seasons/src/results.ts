import type { ScoredEntry } from './events.ts';
import type { ResolvedRule } from './rule.ts';
import type { MemberResult, SeasonRanking, SeasonResult } from './types.ts';

/** Everything one entrant scored over the season, in the season's order. */
export interface EntrantResults {
  people: Set<string>;
  results: SeasonResult[];
}

type ScoredEvent = { id: string; entries: ScoredEntry[] };

/**
 * A team's identity: its two people, in either order. Two people make the same team only when
 * they play together; each of them with someone else is another team.
 */
export function teamId(people: readonly string[]): string {
  return JSON.stringify([...people].sort());
}

/** Each entrant's results: per person, per pair of people, or per club. */
export function resultsBy(
  by: SeasonRanking,
  events: readonly ScoredEvent[],
  rule: ResolvedRule,
): Map<string, EntrantResults> {
  const entrants = new Map<string, EntrantResults>();
  const add = (id: string, people: readonly string[], result: SeasonResult) => {
    const entrant = entrants.get(id) ?? { people: new Set<string>(), results: [] };
    for (const person of people) entrant.people.add(person);
    entrant.results.push(result);
    entrants.set(id, entrant);
  };
  for (const event of events) {
    switch (by) {
      case 'player':
        for (const entry of event.entries)
          for (const person of entry.people) add(person.id, [person.id], resultOf(event, entry));
        break;
      case 'team':
        for (const entry of event.entries) {
          if (entry.people.length !== 2) continue;
          const people = entry.people.map((person) => person.id);
          add(teamId(people), people, resultOf(event, entry));
        }
        break;
      case 'club':
        for (const [club, members] of clubMembers(event))
          add(
            club,
            members.map((member) => member.person),
            clubResult(event.id, members, rule.clubMembers),
          );
        break;
    }
  }
  return entrants;
}

function resultOf(event: ScoredEvent, entry: ScoredEntry): SeasonResult {
  return { event: event.id, place: entry.place, points: entry.points, withdrawn: entry.withdrawn };
}

/** Each club's members in one event, each with its team's result. */
function clubMembers(event: ScoredEvent): Map<string, MemberResult[]> {
  const clubs = new Map<string, MemberResult[]>();
  for (const { people, place, points, withdrawn } of event.entries)
    for (const person of people) {
      if (person.club === undefined) continue;
      const members = clubs.get(person.club) ?? [];
      members.push({ person: person.id, place, points, withdrawn });
      clubs.set(person.club, members);
    }
  return clubs;
}

/**
 * A club's result in one event: the sum of its `m` best members' results there (all of them
 * without `m`). Each member scores its team's result, so a team of two members scores twice.
 * The club's place is its best member's, a withdrawn member's only when every member withdrew.
 */
function clubResult(event: string, members: MemberResult[], m: number | undefined): SeasonResult {
  const best = [...members]
    .sort(
      (a, b) =>
        b.points - a.points ||
        Number(a.withdrawn) - Number(b.withdrawn) ||
        a.place - b.place ||
        (a.person < b.person ? -1 : 1),
    )
    .slice(0, m ?? members.length);
  const placed = members.filter((member) => !member.withdrawn);
  const places = (placed.length > 0 ? placed : members).map((member) => member.place);
  return {
    event,
    place: Math.min(...places),
    points: best.reduce((sum, member) => sum + member.points, 0),
    withdrawn: placed.length === 0,
    members: best,
  };
}
