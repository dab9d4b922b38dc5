export {
  drawRandomRound,
  pairByRanking,
  shuffle,
  type PairingEntrant,
  type Random,
  type RoundPairing,
} from './pairing.ts';
