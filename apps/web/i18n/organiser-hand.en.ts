import type { organiserHandFr } from './organiser-hand.fr';

export const organiserHandEn: Record<keyof typeof organiserHandFr, string> = {
  'poolDraw.notDrawn':
    'The pools are drawn when round 1 starts. Draw them now to see them and move a team.',
  'poolDraw.draw': 'Draw the pools',
  'poolDraw.redraw': 'Draw again',
  'poolDraw.redrawConfirm': 'Draw the pools again? Teams you moved will be drawn like the others.',
  'poolDraw.hint':
    'Round 1 will be played in these pools; a team registered meanwhile goes to the smallest.',
  'poolDraw.moveTo': 'Pool of {team}',
  'round.swapBye': '{team} (bye)',
  'round.swapSamePool': 'During the pools, a team can only swap with a team of its own pool.',
  'nextRound.label': 'Round {round} starts at',
  'nextRound.announce': 'Announce',
  'nextRound.withdraw': 'Take back',
  'nextRound.countdown': 'Round {round} at {time}',
  'nextRound.left': 'in {left}',
  'nextRound.now': 'starting now',
  'stage.consolation': 'Consolation · {stage}',
  'byePreview.none': 'A bye scores the win, no points.',
  'byePreview.fixed': 'A bye scores the win and {points} points.',
  'byePreview.halfTarget': 'A bye scores the win and {points} points: half the target of {target}.',
  'byePreview.halfDeals':
    'A bye scores the win and {points} points: half the points of the {deals} deals ({deals} × {total}), with no contract failed or coinched.',
  'byePreview.roundAverage':
    'A bye scores the win and the average points a team marked in the round’s games, known when the round ends.',
  'disputes.ruling': 'Ruling',
  'disputes.rulingHint': 'What was decided: kept in the sheet’s history.',
  'audit.wholeSheet': 'the whole sheet',
  'audit.teamNote': '{team}: “{note}”',
  'audit.ruling': 'Ruling: “{ruling}”',
  'audit.noRuling': 'No ruling written',
  'roundAudit.poolsDrawn': 'Pools drawn ({pools} pools)',
  'roundAudit.poolMoved': '{team} moves from pool {from} to pool {to}',
  'roundAudit.startAnnounced': 'Round {round} announced to start at {time}',
  'roundAudit.startWithdrawn': 'Round {round}’s start announcement taken back',
};
