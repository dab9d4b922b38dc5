'use client';
import type { CSSProperties } from 'react';
import type { Translate } from '../i18n';
import type { BracketGame, BracketView, BracketsView, TeamRef } from '../lib/api-types';
import { bracketPart } from './bracket-pages';
import { poolLetter } from './pool-letter';

/** The name of bracket round `index` of `count`: the final, the semi-finals, the quarter-finals… */
export function bracketRoundName(
  t: Translate,
  index: number,
  count: number,
  roundNumber: number,
): string {
  const fromEnd = count - 1 - index;
  if (fromEnd === 0) return t('bracket.final');
  if (fromEnd === 1) return t('bracket.semis');
  if (fromEnd === 2) return t('bracket.quarters');
  return t('bracket.round', { round: roundNumber });
}

/**
 * A knockout bracket drawn as a CSS grid: one column a round, each game centred across the games
 * that feed it, the winners in bold. Large enough for a projector, plain enough to print. `part`
 * of `parts` shows a share of the first round (a half, a quarter) and the games it leads to.
 */
export function Bracket({
  bracket,
  title,
  t,
  number,
  testId,
  part = 0,
  parts = 1,
}: {
  bracket: BracketView;
  title: string;
  t: Translate;
  number: (value: number) => string;
  testId: string;
  part?: number;
  parts?: number;
}) {
  const rounds = bracketPart(bracket.rounds, part, parts);
  const style = {
    '--bracket-rounds': rounds.length,
    '--bracket-rows': rounds[0]?.length ?? 1,
  } as CSSProperties;
  return (
    <figure className="bracket" data-testid={testId}>
      <figcaption>
        <strong>{title}</strong>
        {parts > 1 ? ` · ${t('bracket.part', { part: part + 1, parts })}` : null}
        {bracket.champion ? (
          <span className="bracket-champion" data-testid={`${testId}-champion`}>
            {' '}
            · {t('bracket.champion', { team: bracket.champion.name })}
          </span>
        ) : null}
      </figcaption>
      <div className="bracket-area">
        <ol className="bracket-grid" style={style}>
          {rounds.map((round, index) => (
            <li key={index} className="bracket-round" style={{ gridColumn: index + 1 }}>
              <h3>{bracketRoundName(t, index, rounds.length, bracket.roundNumbers[index] ?? 0)}</h3>
              <ol className="bracket-games">
                {round.map(({ game, slot, rows }) => (
                  <li
                    key={slot}
                    className={`bracket-game${game.winner ? ' done' : ''}${game.bye ? ' bye' : ''}`}
                    style={{ gridRow: `${rows[0] + 1} / ${rows[1] + 1}` }}
                    data-testid={`${testId}-game-${index + 1}-${slot + 1}`}
                  >
                    <GameBox game={game} t={t} number={number} />
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}

function GameBox({
  game,
  t,
  number,
}: {
  game: BracketGame;
  t: Translate;
  number: (value: number) => string;
}) {
  const line = (team: TeamRef | null, points: number | undefined) => (
    <span
      className={`bracket-team${team && game.winner?.id === team.id ? ' bracket-winner' : ''}${
        game.winner && team && game.winner.id !== team.id ? ' bracket-loser' : ''
      }`}
    >
      <span className="bracket-name">
        {team?.name ?? (game.bye ? t('bracket.bye') : t('bracket.tbd'))}
      </span>
      {points !== undefined ? <span className="bracket-points">{number(points)}</span> : null}
    </span>
  );
  return (
    <>
      {line(game.teamA, game.table?.totals.A)}
      {line(game.teamB, game.table?.totals.B)}
      {game.table && !game.table.finished ? (
        <span className="bracket-table">{t('bracket.table', { table: game.table.number })}</span>
      ) : null}
    </>
  );
}

/** The main bracket, then the consolation bracket, as far as they are known. */
export function Brackets({
  brackets,
  t,
  number,
}: {
  brackets: BracketsView;
  t: Translate;
  number: (value: number) => string;
}) {
  if (!brackets.main)
    return (
      <p className="bracket-pending" data-testid="bracket-pending">
        {t('bracket.afterPools', { rounds: brackets.poolRounds })}
      </p>
    );
  return (
    <div className="brackets">
      <Bracket
        bracket={brackets.main}
        title={t('bracket.main')}
        t={t}
        number={number}
        testId="bracket-main"
      />
      {brackets.consolation ? (
        <Bracket
          bracket={brackets.consolation}
          title={t('bracket.consolation')}
          t={t}
          number={number}
          testId="bracket-consolation"
        />
      ) : null}
    </div>
  );
}

/** Each pool's teams, ranked on the pool's games. */
export function PoolList({ pools, t }: { pools: BracketsView['pools']; t: Translate }) {
  return (
    <ol className="pool-list" data-testid="pools">
      {pools.map((pool) => (
        <li key={pool.number}>
          <h3>{t('pools.pool', { pool: poolLetter(pool.number) })}</h3>
          <ol>
            {pool.teams.map((team) => (
              <li key={team.id}>{team.name}</li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}

/**
 * The pools and the brackets in one section, with a button that prints that section alone
 * (the page's other parts are hidden while the browser prints).
 */
export function BracketsSection({
  brackets,
  t,
  number,
}: {
  brackets: BracketsView;
  t: Translate;
  number: (value: number) => string;
}) {
  // The page keeps the class until the print is done: Chromium may lay the page out for the
  // printer after window.print() returns, and would print the whole console.
  const print = () => {
    document.body.classList.add('printing-brackets');
    window.addEventListener(
      'afterprint',
      () => document.body.classList.remove('printing-brackets'),
      { once: true },
    );
    window.print();
  };
  return (
    <section aria-labelledby="brackets-title" className="brackets-section stack">
      <h2 id="brackets-title">{t('bracket.title')}</h2>
      <button type="button" className="link-button no-print" onClick={print}>
        {t('bracket.print')}
      </button>
      <Brackets brackets={brackets} t={t} number={number} />
      {brackets.pools.length ? (
        <>
          <h3>{t('pools.title')}</h3>
          <PoolList pools={brackets.pools} t={t} />
        </>
      ) : null}
    </section>
  );
}
