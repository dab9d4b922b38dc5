import Link from 'next/link';
import { Fragment } from 'react';
import type { Translate } from '../i18n';

/** A seat's name as shown: a player deleted from the registry is « joueur parti ». */
export function playerLabel(t: Translate, name: string): string {
  return name === '' ? t('person.former') : name;
}

/** A team's players in one line, « A · B », each shown as `playerLabel` says. */
export function playersText(t: Translate, players: readonly string[]): string {
  return players.map((name) => playerLabel(t, name)).join(' · ');
}

/**
 * A team's players, each a link to their page across tournaments (`/fr/people/<id>`); a player
 * deleted from the registry is « joueur parti », without a link.
 */
export function PlayerNames({
  t,
  locale,
  players,
  playerIds,
}: {
  t: Translate;
  locale: string;
  players: readonly string[];
  playerIds?: ReadonlyArray<string | null>;
}) {
  return (
    <>
      {players.map((name, seat) => {
        const id = playerIds?.[seat];
        return (
          <Fragment key={seat}>
            {seat > 0 ? ' · ' : ''}
            {id ? (
              <Link href={`/${locale}/people/${id}`} prefetch={false} data-testid="person-link">
                {playerLabel(t, name)}
              </Link>
            ) : (
              playerLabel(t, name)
            )}
          </Fragment>
        );
      })}
    </>
  );
}
