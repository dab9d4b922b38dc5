/**
 * The organiser's hand on pools, byes and round starts, and disputes settled in writing (issue
 * 24): the pools drawn before round 1, the next round's countdown, the tables' stage, rulings.
 */
export const organiserHandFr = {
  'poolDraw.notDrawn':
    'Les poules seront tirées au lancement du tour 1. Tirez-les dès maintenant pour les voir et déplacer une équipe.',
  'poolDraw.draw': 'Tirer les poules',
  'poolDraw.redraw': 'Tirer à nouveau',
  'poolDraw.redrawConfirm':
    'Tirer les poules à nouveau ? Les équipes déplacées seront tirées comme les autres.',
  'poolDraw.hint':
    'Le tour 1 se jouera dans ces poules ; une équipe inscrite d’ici là ira dans la plus petite.',
  'poolDraw.moveTo': 'Poule de {team}',
  'round.swapBye': '{team} (exempte)',
  'round.swapSamePool':
    'Pendant les poules, une équipe ne s’échange qu’avec une équipe de sa poule.',
  'nextRound.label': 'Début du tour {round} à',
  'nextRound.announce': 'Annoncer',
  'nextRound.withdraw': 'Retirer l’annonce',
  'nextRound.countdown': 'Tour {round} à {time}',
  'nextRound.left': 'dans {left}',
  'nextRound.now': 'début imminent',
  'stage.consolation': 'Consolante · {stage}',
  'byePreview.none': 'Un bye rapporte la victoire, sans points.',
  'byePreview.fixed': 'Un bye rapporte la victoire et {points} points.',
  'byePreview.halfTarget':
    'Un bye rapporte la victoire et {points} points : la moitié de l’objectif de {target}.',
  'byePreview.halfDeals':
    'Un bye rapporte la victoire et {points} points : la moitié des points des {deals} donnes ({deals} × {total}), sans chute ni coinche.',
  'byePreview.roundAverage':
    'Un bye rapporte la victoire et la moyenne des points marqués par une équipe dans les parties du tour, connue à la fin du tour.',
  'disputes.ruling': 'Décision',
  'disputes.rulingHint': 'Ce qui a été décidé : gardé dans l’historique de la feuille.',
  'audit.wholeSheet': 'toute la feuille',
  'audit.teamNote': '{team} : « {note} »',
  'audit.ruling': 'Décision : « {ruling} »',
  'audit.noRuling': 'Sans décision écrite',
  'roundAudit.poolsDrawn': 'Poules tirées ({pools} poules)',
  'roundAudit.poolMoved': '{team} passe de la poule {from} à la poule {to}',
  'roundAudit.startAnnounced': 'Début du tour {round} annoncé à {time}',
  'roundAudit.startWithdrawn': 'Annonce du début du tour {round} retirée',
} as const;
