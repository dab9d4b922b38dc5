/** What the live stream of a tournament sends. */
export type TournamentEventType = 'deal' | 'correction' | 'round' | 'standings' | 'table';

/** One stored event: its id orders the events of a tournament and is the SSE `id:`. */
export interface TournamentEvent {
  id: number;
  tournamentId: string;
  type: TournamentEventType;
  data: unknown;
}
