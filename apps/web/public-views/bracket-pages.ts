/** A bracket on a projector page: the whole of it, or one of its parts (halves, quarters…). */
export interface BracketPanel {
  bracket: 'main' | 'consolation';
  part: number;
  parts: number;
}

/** A game of a bracket's part, with its first-round rows in that part (from, to excluded). */
export interface PlacedGame<T> {
  game: T;
  slot: number;
  rows: [number, number];
}

/**
 * The first-round games a projector page shows of one bracket at most: a 32-team bracket is shown
 * in halves, each readable from the back of the hall on a 1280×720 screen.
 */
export const GAMES_PER_PANEL = 8;
/** The rounds two brackets side by side may have together on one page. */
const ROUNDS_SIDE_BY_SIDE = 6;

type Shape = { rounds: ReadonlyArray<ReadonlyArray<unknown>> } | null;

/**
 * The projector's bracket pages: both brackets on one page when both are small, otherwise each on
 * pages of its own, in parts of `GAMES_PER_PANEL` first-round games (halves, quarters…).
 */
export function bracketPages(main: Shape, consolation: Shape): BracketPanel[][] {
  const panels = (bracket: BracketPanel['bracket'], shape: Shape): BracketPanel[] => {
    if (!shape) return [];
    const parts = Math.max(1, Math.ceil((shape.rounds[0]?.length ?? 0) / GAMES_PER_PANEL));
    return Array.from({ length: parts }, (_, part) => ({ bracket, part, parts }));
  };
  const mains = panels('main', main);
  const consolations = panels('consolation', consolation);
  const rounds = (main?.rounds.length ?? 0) + (consolation?.rounds.length ?? 0);
  if (mains.length === 1 && consolations.length <= 1 && rounds <= ROUNDS_SIDE_BY_SIDE)
    return [[...mains, ...consolations]];
  return [...mains, ...consolations].map((panel) => [panel]);
}

/**
 * The games of part `part` of `parts` of a bracket, round by round: the games fed by its share of
 * the first round, then each later game it leads to (the semi-final of a half, then the final),
 * each spanning the first-round rows that feed it.
 */
export function bracketPart<T>(
  rounds: ReadonlyArray<ReadonlyArray<T>>,
  part: number,
  parts: number,
): Array<Array<PlacedGame<T>>> {
  const rows = Math.max(1, (rounds[0]?.length ?? 0) / parts);
  const from = part * rows;
  return rounds.map((round, index) => {
    const span = 2 ** index;
    const first = Math.floor(from / span);
    const last = Math.max(first + 1, Math.ceil((from + rows) / span));
    return round.slice(first, last).map((game, offset) => {
      const slot = first + offset;
      const start = Math.max(0, slot * span - from);
      const end = Math.min(rows, (slot + 1) * span - from);
      return { game, slot, rows: [start, end] as [number, number] };
    });
  });
}
