export {
  computeStandings,
  gamesWon,
  type GameResult,
  type Standing,
  type StandingTeam,
} from './standings.ts';
