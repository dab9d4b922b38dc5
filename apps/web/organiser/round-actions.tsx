'use client';
import { memo, useState } from 'react';
import type { Locale, Translate } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import { errorText } from '../lib/error-text';
import type { KnockoutTie, RoundView, TeamRef, TeamSide } from '../lib/api-types';
import { roundControls } from './round-controls';

interface RoundActionProps {
  locale: Locale;
  tournamentId: string;
  round: RoundView;
  onChanged: (message: string | null) => void;
}

/** Calls the API on the round, then says what came of it (`null`: done). */
function useRoundAct({ locale, onChanged }: Pick<RoundActionProps, 'locale' | 'onChanged'>) {
  const t = useTranslator();
  return async (path: string, method: 'POST' | 'DELETE', body?: unknown) => {
    const result = await callApi(path, { method, body, locale });
    onChanged(result.ok ? null : errorText(t, result.error));
  };
}

/**
 * Undo a round before play, swap two teams, and what the bell would do. The bell itself is
 * `BellButton`, in the console's toolbar. `pairedRound` is the round as last paired (it changes
 * with a swap, not with a deal): the swap's lists of 1,000 teams are not drawn again at each deal.
 */
export function RoundActions(
  props: RoundActionProps & {
    pairedRound: RoundView;
    /** In a pool round, each team's pool: a team swaps only with a team of its pool. */
    poolOf?: ReadonlyMap<string, number> | null;
    /** A mêlée: the swap names the round's pairs. */
    melee?: boolean;
  },
) {
  const { round, tournamentId, pairedRound, poolOf = null, melee = false } = props;
  const t = useTranslator();
  const act = useRoundAct(props);
  const controls = roundControls(round);
  const base = `/tournaments/${tournamentId}/rounds/${round.number}`;
  return (
    <div className="round-actions stack">
      {controls.canUndo ? (
        <button
          type="button"
          className="secondary"
          onClick={() => {
            if (window.confirm(t('round.undoConfirm', { round: round.number })))
              void act(base, 'DELETE');
          }}
        >
          {t('round.undo', { round: round.number })}
        </button>
      ) : null}
      {controls.canSwap ? (
        <SwapForm
          round={pairedRound}
          poolOf={poolOf}
          melee={melee}
          onSwap={(teamIds) => void act(`${base}/swap`, 'POST', { teamIds })}
        />
      ) : null}
      {controls.canRingBell ? (
        controls.emptyTables.length ? (
          <p className="hint" data-testid="bell-warning">
            {bellWarning(t, round, controls.emptyTables)}
          </p>
        ) : null
      ) : (
        <p>{round.closedAt ? t('round.closed') : t('round.allFinished')}</p>
      )}
    </div>
  );
}

/**
 * Two teams of the round to swap, the bye among them (the organiser chooses who sits out); in a
 * pool round the second list holds the first team's pool only. Drawn again only when the
 * pairings change.
 */
const SwapForm = memo(
  function SwapForm({
    round,
    poolOf,
    melee,
    onSwap,
  }: {
    round: RoundView;
    poolOf: ReadonlyMap<string, number> | null;
    melee: boolean;
    onSwap: (teamIds: [string, string]) => void;
  }) {
    const t = useTranslator();
    const [first, setFirst] = useState('');
    const [second, setSecond] = useState('');
    const teams: TeamRef[] = [
      ...round.tables.flatMap((table) => [table.teamA, table.teamB]),
      ...(round.bye ? [{ ...round.bye, name: t('round.swapBye', { team: round.bye.name }) }] : []),
    ];
    const samePool = (team: TeamRef) =>
      !poolOf || !first || poolOf.get(team.id) === poolOf.get(first);
    return (
      <form
        className="row"
        onSubmit={(event) => {
          event.preventDefault();
          if (first && second && first !== second) onSwap([first, second]);
        }}
      >
        {[
          [
            'swap-first',
            first,
            setFirst,
            melee ? 'round.swapFirstPair' : 'round.swapFirst',
            teams,
          ] as const,
          [
            'swap-second',
            second,
            setSecond,
            melee ? 'round.swapSecondPair' : 'round.swapSecond',
            teams.filter(samePool),
          ] as const,
        ].map(([id, value, set, label, choices]) => (
          <div className="stack" key={id}>
            <label htmlFor={id}>{t(label)}</label>
            <select id={id} value={value} onChange={(e) => set(e.target.value)}>
              <option value="">—</option>
              {choices.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </select>
          </div>
        ))}
        {poolOf ? <p className="hint">{t('round.swapSamePool')}</p> : null}
        <button
          type="submit"
          className="secondary"
          disabled={!first || !second || first === second || !samePool({ id: second, name: '' })}
        >
          {t('round.swap')}
        </button>
      </form>
    );
  },
  // The callback is made afresh at each render; only the pairings decide what is drawn.
  (before, after) =>
    before.round === after.round && before.poolOf === after.poolOf && before.melee === after.melee,
);

/**
 * The bell: closes every game still running, after saying which tables have no deal. In a
 * knockout round, whose games are never drawn, the organiser first chooses who goes on at each
 * table without a deal (the API refuses the bell without it: KNOCKOUT_WINNER_NEEDED).
 */
export function BellButton(props: RoundActionProps & { knockoutTie?: KnockoutTie }) {
  const { round, tournamentId, knockoutTie } = props;
  const t = useTranslator();
  const act = useRoundAct(props);
  const [choosing, setChoosing] = useState(false);
  const controls = roundControls(round);
  if (!controls.canRingBell) return null;
  const path = `/tournaments/${tournamentId}/rounds/${round.number}/close`;
  const empty = round.tables.filter((table) => controls.emptyTables.includes(table.number));
  if (choosing && round.knockout && empty.length)
    return (
      <KnockoutBellForm
        round={round}
        tables={empty}
        onClose={(winners) => {
          setChoosing(false);
          void act(path, 'POST', { winners });
        }}
        onCancel={() => setChoosing(false)}
      />
    );
  return (
    <button
      type="button"
      className="danger"
      data-testid="bell"
      onClick={() => {
        if (round.knockout && empty.length) return setChoosing(true);
        const question = [
          t('round.closeConfirm', { round: round.number }),
          round.knockout && knockoutTie ? t(`round.bellKnockoutTie.${knockoutTie}`) : '',
          controls.emptyTables.length ? bellWarning(t, round, controls.emptyTables) : '',
        ].join(' ');
        if (window.confirm(question.replace(/ +/g, ' ').trim())) void act(path, 'POST');
      }}
    >
      {t('round.close', { round: round.number })}
    </button>
  );
}

/** Who goes on at each knockout table without a deal: one choice a table, then the bell. */
function KnockoutBellForm({
  round,
  tables,
  onClose,
  onCancel,
}: {
  round: RoundView;
  tables: RoundView['tables'];
  onClose: (winners: Array<{ tableId: string; winner: TeamSide }>) => void;
  onCancel: () => void;
}) {
  const t = useTranslator();
  const [winners, setWinners] = useState<Record<string, TeamSide>>({});
  const chosen = tables.every((table) => winners[table.id]);
  return (
    <form
      className="stack knockout-bell"
      data-testid="knockout-bell"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        onClose(tables.map((table) => ({ tableId: table.id, winner: winners[table.id]! })));
      }}
    >
      <p className="hint">
        {bellWarning(
          t,
          round,
          tables.map((table) => table.number),
        )}
      </p>
      {tables.map((table) => (
        <fieldset key={table.id} className="row">
          <legend>{t('round.bellChoose', { table: table.number })}</legend>
          {(['A', 'B'] as const).map((side) => (
            <label key={side}>
              <input
                type="radio"
                name={`winner-${table.id}`}
                value={side}
                checked={winners[table.id] === side}
                onChange={() => setWinners((current) => ({ ...current, [table.id]: side }))}
              />{' '}
              {side === 'A' ? table.teamA.name : table.teamB.name}
            </label>
          ))}
        </fieldset>
      ))}
      <div className="row">
        <button type="submit" className="danger" disabled={!chosen}>
          {t('round.bellCloseChosen', { round: round.number })}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          {t('round.bellCancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * "Tables 3 et 7 : aucune donne. La cloche les clora sur une partie nulle 0 – 0."; in a
 * knockout round, never a draw: "… choisissez l'équipe qualifiée."
 */
function bellWarning(t: Translate, round: RoundView, tables: readonly number[]): string {
  return t(round.knockout ? 'round.bellKnockoutEmpty' : 'round.bellEmptyTables', {
    count: tables.length,
    tables: tables.join(', '),
  });
}
