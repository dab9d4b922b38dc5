import type { Meeting } from './tally.ts';

/**
 * The mini-league of a group of teams level so far: each team's score (1 won, ½ drawn, 0 lost)
 * in the games between members of the group only. Teams of the group that never met score
 * nothing against each other, so the criterion decides only what the games between them do.
 */
export function headToHead(
  group: readonly string[],
  meetings: Map<string, Meeting[]>,
): Map<string, number> {
  const members = new Set(group);
  const scores = new Map<string, number>();
  for (const team of group) {
    let score = 0;
    for (const meeting of meetings.get(team) ?? [])
      if (members.has(meeting.opponent)) score += meeting.score;
    scores.set(team, score);
  }
  return scores;
}
