import type { MessageKey } from './fr';

// Typed by the French keys: a missing or extra key fails the typecheck.
export const en: Record<MessageKey, string> = {
  'app.name': 'Marque',
  'app.tagline': 'Coinche tournament management — official 2018 scoring',
  'nav.language': 'Language',
  'health.title': 'Service status',
  'health.api': 'API: {state}',
  'health.database': 'Database: {state}',
  'health.up': 'up',
  'health.down': 'down',
  'health.unreachable': 'API unreachable',
  'health.tried': 'Address tried: {url}',
  'footer.rules': '2018 tournament rules: coinche, surcoinche, game to 2000 points.',
};
