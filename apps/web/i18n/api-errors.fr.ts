/**
 * What the French reader sees for each error code of the API (libs/contracts' API_ERROR_CODES),
 * in place of the API's English sentence; `apiError.fact.*` names the facts a game may not have.
 */
export const apiErrorsFr = {
  'apiError.VALIDATION_FAILED':
    'Certains champs ne sont pas valides : corrigez-les, puis recommencez.',
  'apiError.BAD_REQUEST': 'La demande n’a pas pu être traitée.',
  'apiError.NOT_FOUND': 'Cette page ou cet élément n’existe pas.',
  'apiError.METHOD_NOT_ALLOWED': 'Cette opération n’est pas possible ici.',
  'apiError.INVALID_HEADER': 'L’en-tête {header} de la demande n’est pas valide.',
  'apiError.INVALID_JSON': 'Les données envoyées sont illisibles.',
  'apiError.BODY_TOO_LARGE': 'Les données envoyées sont trop volumineuses.',
  'apiError.BODY_TOO_DEEP': 'Les données envoyées sont trop imbriquées ({max} niveaux au plus).',
  'apiError.BODY_CUT_SHORT': 'L’envoi a été interrompu : réessayez.',
  'apiError.BODY_LENGTH_MISMATCH': 'Les données reçues sont incomplètes : réessayez.',
  'apiError.BODY_UNREADABLE': 'Les données envoyées sont illisibles.',
  'apiError.UNSUPPORTED_ENCODING': 'La compression {encoding} n’est pas prise en charge.',
  'apiError.UNSUPPORTED_CHARSET': 'Ce jeu de caractères n’est pas pris en charge.',
  'apiError.INVALID_COMPRESSED_BODY': 'Les données compressées ({encoding}) sont illisibles.',
  'apiError.NUL_CHARACTER': 'Le texte contient un caractère interdit.',
  'apiError.INVALID_UNICODE': 'Le texte contient des caractères illisibles.',
  'apiError.TOO_MANY_ATTEMPTS': 'Trop d’essais : réessayez dans {seconds} s.',
  'apiError.DATABASE_UNAVAILABLE':
    'Le serveur est momentanément indisponible : réessayez dans quelques secondes.',
  'apiError.INTERNAL_ERROR':
    'Une erreur est survenue sur le serveur. Réessayez ; si elle revient, prévenez l’organisateur.',
  'apiError.API_UNREACHABLE': 'Le serveur ne répond pas : réessayez dans un instant.',
  'apiError.LOGIN_REQUIRED': 'Connectez-vous comme organisateur.',
  'apiError.LOGIN_EXPIRED': 'Votre connexion a expiré : reconnectez-vous.',
  'apiError.WRONG_CREDENTIALS': 'E-mail ou mot de passe incorrect.',
  'apiError.CSRF_CHECK_FAILED': 'Cette action doit venir d’une page de Marque : rechargez la page.',
  'apiError.NOT_YOUR_TOURNAMENT': 'Ce tournoi est géré par un autre organisateur.',
  'apiError.TOURNAMENT_WITHOUT_ORGANISER':
    'Ce tournoi n’a plus d’organisateur : un administrateur doit lui en redonner un.',
  'apiError.ACCOUNT_DISABLED': 'Ce compte d’organisateur est désactivé.',
  'apiError.WRONG_PASSWORD': 'Le mot de passe actuel est incorrect.',
  'apiError.ADMINISTRATOR_ONLY': 'Seul l’administrateur gère les comptes et les clubs.',
  'apiError.ACCOUNT_NOT_FOUND': 'Ce compte n’existe pas (ou n’est pas membre de ce club).',
  'apiError.ADMINISTRATOR_CANNOT_BE_DISABLED':
    'Le compte de l’administrateur ne peut pas être désactivé.',
  'apiError.ACCOUNT_EXISTS': 'Un compte existe déjà pour cette adresse e-mail.',
  'apiError.CLUB_NOT_FOUND': 'Ce club n’existe pas.',
  'apiError.NOT_CLUB_MEMBER': 'Vous n’êtes pas membre de ce club.',
  'apiError.CLUB_REQUIRED': 'Choisissez le club du tournoi.',
  'apiError.INVITATION_NOT_FOUND':
    'Ce lien d’invitation n’est pas valide : vérifiez qu’il est complet.',
  'apiError.INVITATION_EXPIRED': 'Ce lien d’invitation a expiré : demandez-en un nouveau.',
  'apiError.INVITATION_USED':
    'Ce lien d’invitation a déjà servi : connectez-vous avec votre compte.',
  'apiError.REFEREE_CODE_REQUIRED':
    'Saisissez le code de la table (ou connectez-vous comme organisateur).',
  'apiError.WRONG_REFEREE_CODE': 'Ce code n’est pas celui de cette table.',
  'apiError.UNKNOWN_REFEREE_CODE': 'Aucune table n’a ce code : vérifiez-le sur le chevalet.',
  'apiError.METRICS_TOKEN_REQUIRED':
    'Les métriques demandent leur jeton (Authorization: Bearer …).',
  'apiError.BACKUP_FAILED': 'La sauvegarde a échoué : le journal du serveur dit pourquoi.',
  'apiError.TOURNAMENT_NOT_FOUND': 'Ce tournoi n’existe pas.',
  'apiError.FORMAT_LOCKED':
    'Le premier tour est lancé : le jeu, la fin des parties, le classement et la règle de l’exempt ne peuvent plus changer.',
  'apiError.GAME_WITHOUT_END': 'Indiquez le score à atteindre ou un nombre de donnes par partie.',
  'apiError.TARGET_OUT_OF_RANGE': 'Pour ce jeu, le score à atteindre va de {min} à {max}.',
  'apiError.BYE_POINTS_NOT_IN_RULE': 'Seule la règle des points fixes prend un nombre de points.',
  'apiError.TEAM_NOT_FOUND': 'Cette équipe n’est pas inscrite à ce tournoi.',
  'apiError.TEAM_NAME_TAKEN': 'Une équipe « {name} » est déjà inscrite à ce tournoi.',
  'apiError.SEEDING_NOT_APPLICABLE':
    'Seul le premier tour d’un tournoi suisse ou d’une mêlée se tire selon le classement Elo.',
  'apiError.SERIES_NOT_FOUND': 'Cette saison n’existe pas.',
  'apiError.TOURNAMENT_OF_ANOTHER_CLUB':
    'Ce tournoi est celui d’un autre club : chaque club n’ajoute que ses propres tournois, à une saison où il participe.',
  'apiError.TOURNAMENT_NOT_IN_SERIES': 'Ce tournoi ne fait pas partie de cette saison.',
  'apiError.INVALID_SEASON_RULE': 'Cette règle de saison n’est pas valable.',
  'apiError.SERIES_OWNER_ONLY': 'Seuls les membres du club de la saison peuvent la modifier.',
  'apiError.SERIES_CLUB_ALREADY_IN': '{club} est déjà invité à cette saison, ou y participe.',
  'apiError.SERIES_INVITATION_NOT_FOUND':
    'Cette invitation a déjà reçu une réponse, ou a été retirée.',
  'apiError.CLUB_NOT_IN_SERIES': 'Ce club n’est ni invité à cette saison, ni participant.',
  'apiError.REGISTRY_FORBIDDEN': 'Ce compte ne peut pas modifier le registre des joueurs.',
  'apiError.PERSON_NOT_FOUND': 'Ce joueur n’est pas (ou plus) dans le registre.',
  'apiError.LICENCE_TAKEN': 'La licence {licence} appartient déjà à un autre joueur.',
  'apiError.PERSON_ALREADY_IN_TOURNAMENT':
    '{name} joue déjà dans l’équipe « {team} » de ce tournoi.',
  'apiError.SAME_PERSON_TWICE': 'Les deux joueurs d’une équipe doivent être deux personnes.',
  'apiError.MERGE_SAME_PERSON': 'Choisissez deux fiches différentes à fusionner.',
  'apiError.MERGE_LICENCES_DIFFER': 'Deux numéros de licence différents : ce sont deux joueurs.',
  'apiError.MERGE_SAME_TOURNAMENT':
    'Les deux ont joué au tournoi « {tournament} » : ce sont deux joueurs.',
  'apiError.PLAYERS_OR_PEOPLE': 'Donnez les joueurs par leur nom ou par le registre, pas les deux.',
  'apiError.ROUND_NOT_FOUND': 'Le tour {round} n’existe pas.',
  'apiError.ALL_ROUNDS_PLAYED': 'Les {rounds} tours ont tous été joués.',
  'apiError.ROUND_UNFINISHED': 'Le tour {round} a encore {games} {games|partie|parties} en cours.',
  'apiError.NOT_ENOUGH_TEAMS': 'Il faut au moins deux équipes pour lancer un tour.',
  'apiError.ROUND_ALREADY_CLOSED': 'Le tour {round} est déjà clos.',
  'apiError.KNOCKOUT_WINNER_NEEDED':
    'Aucune donne jouée à la table {tables} d’un tour à élimination directe : choisissez l’équipe qualifiée.',
  'apiError.TABLE_NOT_IN_ROUND': 'Cette table n’est pas une table du tour {round}.',
  'apiError.PAIRING_NOT_FOR_ENTRY':
    'Une mêlée se joue en système suisse ou en tirage au sort à chaque tour.',
  'apiError.NOT_A_MELEE':
    'Ce tournoi se joue en équipes : inscrivez des équipes, pas des joueurs seuls.',
  'apiError.NOT_FOR_A_MELEE':
    'Ce tournoi est une mêlée : inscrivez les joueurs seuls, le tirage forme les équipes.',
  'apiError.ENTRANT_NOT_FOUND': 'Ce joueur n’est pas inscrit à ce tournoi.',
  'apiError.NOT_ENOUGH_PLAYERS': 'Il faut au moins quatre joueurs présents pour tirer une table.',
  'apiError.GAME_WALKOVER':
    'Une équipe s’est retirée : la partie est gagnée par forfait, sa feuille est close.',
  'apiError.BRACKET_FIXED':
    'Le tour {round} est un tour du tableau : ses rencontres ne s’échangent pas.',
  'apiError.NOT_LAST_ROUND': 'Seul le dernier tour (le tour {last}) peut encore être modifié.',
  'apiError.ROUND_STARTED_AT_TABLES':
    'Le jeu a déjà commencé (table {tables}) : le tour ne peut plus y être modifié.',
  'apiError.ROUNDS_BELOW_PLAYED':
    '{played} tours ont déjà commencé : le tournoi ne peut pas en compter moins.',
  'apiError.GAME_NOT_OVER':
    'La partie n’est pas finie : la feuille ne peut pas encore être signée.',
  'apiError.SHEET_ALREADY_CONFIRMED': 'L’équipe {side} a déjà signé ou contesté cette feuille.',
  'apiError.DISPUTE_NOT_FOUND': 'L’équipe {side} n’a pas contesté cette feuille.',
  'apiError.TEAM_NOT_IN_ROUND': 'Cette équipe ne joue pas au tour {round}.',
  'apiError.SWAP_ACROSS_POOLS':
    'Le tour {round} est un tour de poules : une équipe ne s’échange qu’avec une équipe de sa poule.',
  'apiError.NOT_A_POOLS_TOURNAMENT': 'Ce tournoi ne se joue pas en poules.',
  'apiError.POOLS_LOCKED':
    'Le tour 1 est lancé : les poules sont fixées. Annulez le tour 1 (avant toute donne) pour les changer.',
  'apiError.POOLS_NOT_DRAWN': 'Les poules ne sont pas encore tirées : tirez-les d’abord.',
  'apiError.POOL_NOT_FOUND': 'Il n’y a que {pools} poules.',
  'apiError.POOL_TOO_SMALL': 'Une poule garde au moins {min} équipes.',
  'apiError.START_NOT_IN_FUTURE': 'L’heure de début doit être à venir.',
  'apiError.ARCHIVE_INVALID':
    'Ce fichier n’est pas une archive de tournoi Marque valide (champ « {field} ») : rien n’a été importé.',
  'apiError.ARCHIVE_TOO_NEW':
    'Cette archive vient d’une version plus récente de Marque (format {version}, celle-ci lit jusqu’au format {supported}) : mettez Marque à jour pour l’importer.',
  'apiError.UNKNOWN_REFERENCE': 'Renvoie à un élément absent du fichier.',
  'apiError.TABLE_NOT_FOUND': 'Cette table n’existe pas (ou plus).',
  'apiError.DEAL_NOT_FOUND': 'La donne {deal} n’est pas sur cette feuille.',
  'apiError.NOT_LAST_DEAL': 'Seule la dernière donne (la donne {last}) peut être supprimée.',
  'apiError.SHEET_EMPTY': 'La feuille n’a encore aucune donne.',
  'apiError.GAME_OVER': 'La partie est terminée : plus aucune donne ne peut être enregistrée.',
  'apiError.ROUND_CLOSED_AT_BELL':
    'Le tour a été arrêté à la cloche : cette feuille est définitive.',
  'apiError.DEAL_JUST_RECORDED':
    'La donne {deal} vient d’être enregistrée (par un autre téléphone ?) ; la suivante est la donne {next}.',
  'apiError.DEAL_NUMBER_MISMATCH':
    'La feuille a avancé : la prochaine donne est la donne {next}, pas la donne {expected}.',
  'apiError.SHEET_CHANGED':
    'La feuille a changé entre-temps : rechargez-la, puis corrigez à nouveau.',
  'apiError.IF_MATCH_REQUIRED': 'Rechargez la feuille avant de corriger une donne.',
  'apiError.IDEMPOTENCY_KEY_REUSED':
    'Cet envoi a déjà servi pour une autre donne : saisissez la donne à nouveau.',
  'apiError.AUCTION_WITH_CONTRACT': 'Indiquez soit les enchères, soit le contrat, pas les deux.',
  'apiError.PASSED_OUT_WITH_FACTS': 'Une donne nulle n’a ni contrat, ni points, ni annonce.',
  'apiError.INVALID_DEAL': 'La donne est incomplète.',
  'apiError.INVALID_SEAT': 'Une place va de 0 à 3.',
  'apiError.INVALID_TEAM': 'Une équipe est A ou B.',
  'apiError.INVALID_CONTRACT_VALUE':
    'Ce contrat n’existe pas dans ce jeu : de {lowest} à {highest}.',
  'apiError.INVALID_SUIT': 'L’atout est pique, cœur, carreau ou trèfle.',
  'apiError.INVALID_DOUBLING': 'Choisissez : sans coinche, coinché ou surcoinché.',
  'apiError.CARD_POINTS_NOT_INTEGER': 'Les points sont un nombre entier.',
  'apiError.CARD_POINTS_OUT_OF_RANGE': 'Les points vont de 0 à {max}.',
  'apiError.CARD_POINTS_SUM': 'Les points des deux équipes font {exactly} ensemble.',
  'apiError.CARD_POINTS_SUM.atMost': 'Les points des deux équipes font au plus {atMost} ensemble.',
  'apiError.ALL_TRICKS_CONTRADICTS_POINTS': 'L’équipe qui fait tous les plis a les {total} points.',
  'apiError.ALL_TRICKS_SEAT_NOT_IN_TEAM': 'Ce joueur n’est pas de cette équipe.',
  'apiError.GENERALE_COINCHED': 'Une générale ne peut pas être coinchée.',
  'apiError.CLAIM_TRICKS_INVALID': 'Plis joués : un nombre par joueur, 9 au plus en tout.',
  'apiError.CLAIM_POINTS_CONTRADICT_TRICKS': 'Une équipe sans pli n’a pas de points.',
  'apiError.INVALID_CALL': 'Une annonce est passe, un contrat, coinche ou surcoinche.',
  'apiError.CALL_OUT_OF_TURN': 'Ce n’est pas à ce joueur de parler.',
  'apiError.BID_NOT_HIGHER': 'Une enchère doit être plus haute que la précédente.',
  'apiError.COINCHE_WITHOUT_BID': 'Il n’y a pas encore de contrat à coincher.',
  'apiError.COINCHE_BY_DECLARING_TEAM': 'Seule l’équipe adverse peut coincher.',
  'apiError.SURCOINCHE_WITHOUT_COINCHE': 'On ne surcoinche qu’un contrat coinché.',
  'apiError.SURCOINCHE_BY_DEFENDERS': 'Seule l’équipe qui a pris peut surcoincher.',
  'apiError.CALL_AFTER_AUCTION_END': 'Les enchères sont terminées.',
  'apiError.AUCTION_NOT_ENDED': 'Les enchères ne sont pas terminées.',
  'apiError.DEAL_AFTER_GAME_END': 'La partie est terminée : plus aucune donne.',
  'apiError.INVALID_TARGET': 'Le score à atteindre est un nombre entier positif.',
  'apiError.INVALID_GAME_END': 'Une partie se joue en un nombre entier de donnes, au moins une.',
  'apiError.UNKNOWN_RULESET':
    'Ce jeu n’existe pas : coinche 2018, belote coinchée, Jass coinché ou Cinch.',
  'apiError.FACT_NOT_IN_GAME': '{fact} n’existe pas dans ce jeu.',
  'apiError.POINTS_IMPOSSIBLE':
    'Ces points sont impossibles : une équipe a au plus deux pedros de 5 et quatre cartes d’un point en tout (14 points).',
  'apiError.DEALER_NOT_EXPECTED': 'Ce n’est pas à ce joueur de donner.',
  'apiError.DEALER_CHANGED': 'Le donneur d’une donne ne change pas.',
  'apiError.DEAL_FACTS_MISSING':
    'Indiquez le contrat et les points, les enchères, ou « donne nulle ».',
  'apiError.REQUIRED': 'Ce champ est obligatoire.',
  'apiError.UNKNOWN_FIELD': 'Ce champ n’est pas attendu.',
  'apiError.NOT_AN_INTEGER': 'Indiquez un nombre entier.',
  'apiError.NOT_A_STRING': 'Indiquez un texte.',
  'apiError.NOT_A_BOOLEAN': 'Répondez par oui ou non.',
  'apiError.NOT_A_LIST': 'Une liste est attendue.',
  'apiError.NOT_AN_OBJECT': 'Ce champ est mal formé.',
  'apiError.NOT_AN_ID': 'Identifiant invalide.',
  'apiError.NOT_AN_EMAIL': 'Adresse e-mail invalide.',
  'apiError.NOT_A_DATE': 'Date invalide.',
  'apiError.TOO_SMALL': '{min} au moins.',
  'apiError.TOO_LARGE': '{max} au plus.',
  'apiError.TOO_SHORT': 'Trop court : {min} caractères au moins.',
  'apiError.TOO_LONG': 'Trop long : {max} caractères au plus.',
  'apiError.TOO_FEW_ITEMS': 'Il en faut au moins {min}.',
  'apiError.TOO_MANY_ITEMS': '{max} au plus.',
  'apiError.DUPLICATE_ITEMS': 'Le même élément figure deux fois.',
  'apiError.NOT_ONE_OF': 'Valeur inconnue : choisissez parmi {allowed}.',
  'apiError.INVALID_FORMAT': 'Valeur invalide.',
  'apiError.fact.belote': 'La belote',
  'apiError.fact.revoke': 'La renonce',
  'apiError.fact.claim': '« Nous avons gagné »',
  'apiError.fact.allTricks': 'Le relevé de tous les plis',
  'apiError.fact.allTricks.seat': 'Tous les plis par un joueur seul',
  'apiError.fact.doubling': 'La coinche',
  'apiError.fact.call': 'La coinche',
} as const;
