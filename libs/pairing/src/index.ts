// Pairing of tournament rounds, as pure functions: Swiss (an exact maximum-weight matching) and
// round-robin (Berger tables).
export { pairSwiss } from './swiss.ts';
export { roundRobin } from './round-robin.ts';
export type { PairingTeam, SwissOptions, SwissPairing } from './pairing-team.ts';
export { shuffle, type Random } from './random.ts';
