import type { MessageKey } from './fr';

export const en: Record<MessageKey, string> = {
  'app.name': 'Marque',
  'app.tagline': 'Coinche tournament management — official 2018 scoring',
  'nav.language': 'Language',
  'health.title': 'Service status',
  'health.api': 'API',
  'health.database': 'Database',
  'health.up': 'up',
  'health.down': 'down',
  'health.unreachable': 'API unreachable at {url}',
  'footer.rules': '2018 tournament rules: coinche, surcoinche, game to 2000 points.',
};
