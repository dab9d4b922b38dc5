/** French: the language of the interface unless the visitor picks another. */
export const fr = {
  'app.name': 'Marque',
  'app.tagline': 'Gestion de tournois de coinche — marque officielle 2018',
  'nav.language': 'Langue',
  'health.title': 'État du service',
  'health.api': 'API : {state}',
  'health.database': 'Base de données : {state}',
  'health.up': 'en ligne',
  'health.down': 'hors ligne',
  'health.unreachable': 'API injoignable',
  'health.tried': 'Adresse essayée : {url}',
  'footer.rules': 'Règles du tournoi 2018 : coinche, surcoinche, fin à 2000 points.',
} as const;

export type MessageKey = keyof typeof fr;
