import type { SeriesRankingRow, SeriesResultView, SeriesTournamentView } from '@marque/contracts';
import type { SeasonRanking, SeasonResult, SeasonRow } from '@marque/seasons';

/** The season's rows as the API answers them: people and tournaments by name. */
export function rankingRows(
  rows: readonly SeasonRow[],
  by: SeasonRanking,
  names: ReadonlyMap<string, string>,
  tournaments: readonly SeriesTournamentView[],
): SeriesRankingRow[] {
  const nameOf = (id: string) => names.get(id) ?? '';
  const tournamentOf = new Map(tournaments.map(({ id, name }) => [id, { id, name }]));
  const result = (seasonResult: SeasonResult): SeriesResultView => ({
    tournament: tournamentOf.get(seasonResult.event) ?? { id: seasonResult.event, name: '' },
    place: seasonResult.place,
    points: seasonResult.points,
    withdrawn: seasonResult.withdrawn,
    ...(seasonResult.members && {
      members: seasonResult.members.map((member) => ({
        name: nameOf(member.person),
        place: member.place,
        points: member.points,
      })),
    }),
  });
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'fr');
  const view = rows.map((row): SeriesRankingRow => {
    const people = row.people.map((id) => ({ id, name: nameOf(id) })).sort(byName);
    return {
      rank: row.rank,
      rankTo: row.rankTo,
      id: row.id,
      name: by === 'club' ? row.id : people.map((person) => person.name).join(' – '),
      people,
      points: row.points,
      counted: row.counted.map(result),
      dropped: row.dropped.map(result),
      events: row.events,
      bestPlace: row.bestPlace,
      firstPlaces: row.firstPlaces,
    };
  });
  // Rows sharing a rank are listed by name, not by the ids the lib orders them by.
  return view.sort((a, b) => a.rank - b.rank || byName(a, b));
}
