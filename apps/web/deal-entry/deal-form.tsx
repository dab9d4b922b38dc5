'use client';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNumberFormat, useTranslator } from '../i18n/client';
import {
  SEATS,
  type ApiErrorBody,
  type DealBody,
  type Seat,
  type TableView,
  type TeamSide,
} from '../lib/api-types';
import { errorText } from '../lib/error-text';
import { playerAt, teamName } from '../lib/seats';
import { AuctionFields } from './auction-fields';
import { ClaimFields } from './claim-fields';
import { ContractFields } from './contract-fields';
import { ChoiceButtons } from './choice-buttons';
import {
  allPointsWithoutAllTricks,
  auctionPassedOut,
  biddingTeam,
  buildDealBody,
  isEmptyDraft,
  modesOf,
  teamOfSeat,
  type DealDraft,
  type DraftField,
} from './deal-draft';
import { EntryRow } from './entry-row';
import { FactsFields } from './facts-fields';
import { placeErrors } from './place-errors';
import { PointsFields } from './points-fields';

/**
 * The entry of one deal in the table's game, drawn from `table.ruleset.form`: the dealer is
 * set (or asked, when the phone cannot tell), the contract is three taps, the points one number,
 * the game's own facts one tap each. Server errors (422) appear next to the field they name.
 * `quiet`: the form was just emptied by a recorded deal, and a second tap on "record" is that
 * same deal, not an empty one to complain about. Save, the game's totals and `status` (the deal
 * just recorded) sit in an action bar held at the bottom of the screen: Save is always in reach,
 * and a confirmation never pushes the form under the finger.
 */
export function DealForm({
  table,
  dealer,
  draft,
  onDraftChange,
  onSubmit,
  error,
  busy,
  title,
  submitLabel,
  onCancel,
  cancelLabel,
  quiet = false,
  status,
}: {
  table: TableView;
  /** Null: the phone does not know whose deal it is, and asks. */
  dealer: Seat | null;
  draft: DealDraft;
  onDraftChange: (draft: DealDraft) => void;
  onSubmit: (body: DealBody) => void;
  error: ApiErrorBody | null;
  busy: boolean;
  title: string;
  submitLabel: string;
  onCancel?: () => void;
  cancelLabel?: string;
  quiet?: boolean;
  /** A line about the deal just recorded, in the action bar. */
  status?: ReactNode;
}) {
  const t = useTranslator();
  const number = useNumberFormat();
  const { form } = table.ruleset;
  const pointsRef = useRef<HTMLInputElement | null>(null);
  const [missing, setMissing] = useState<DraftField[]>([]);
  // A deal whose points are all one team's, « tous les plis » left at « non »: asked once.
  const [askAllTricks, setAskAllTricks] = useState<{ team: TeamSide; body: DealBody } | null>(null);
  const change = (changes: Partial<DealDraft>) => {
    setMissing([]);
    setAskAllTricks(null);
    onDraftChange({ ...draft, ...changes });
  };
  // The server's errors in the reader's words, each next to the field it names.
  const placed = placeErrors(
    (error?.details ?? []).map((detail) => ({
      field: detail.field,
      message: errorText(t, detail),
    })),
  );
  const errors = { ...placed.byField };
  for (const field of missing)
    errors[field] ??= t(`form.missing.${field}`, { total: form.totalPoints });
  const general = error && !error.details?.length ? [errorText(t, error)] : placed.general;
  const modes = modesOf(form);
  // A draft kept from a game with a claim, on a table without one, is a played deal.
  const mode = modes.includes(draft.mode) ? draft.mode : 'contract';
  const fields = { t, table, draft, change, errors };
  const dealt = dealer ?? draft.dealer;
  const focusPoints = () => setTimeout(() => pointsRef.current?.focus(), 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (quiet && isEmptyDraft(draft)) return;
    const built = buildDealBody({ ...draft, mode }, dealt ?? 0, form);
    const missing = [
      ...(dealt === null ? (['dealer'] as const) : []),
      ...('missing' in built ? built.missing : []),
    ];
    if (missing.length || 'missing' in built) return setMissing(missing);
    // While the question is asked only its answers record: a second tap on Save is not « non ».
    if (askAllTricks) return;
    const team = allPointsWithoutAllTricks(built.body, form);
    if (team) return setAskAllTricks({ team, body: built.body });
    onSubmit(built.body);
  };
  const answerAllTricks = (yes: boolean) => {
    if (!askAllTricks) return;
    const { team, body } = askAllTricks;
    const again = yes
      ? buildDealBody({ ...draft, mode, allTricks: team, allTricksSeat: null }, dealt ?? 0, form)
      : { body };
    setAskAllTricks(null);
    if ('body' in again) onSubmit(again.body);
  };
  // Four passes in the auction: a passed-out deal, no points to type.
  const passedOut = mode === 'auction' && auctionPassedOut(draft.auction);

  return (
    <form className="deal-form card" onSubmit={submit} noValidate aria-labelledby="deal-form-title">
      <div className="deal-form-head">
        <h2 id="deal-form-title">{title}</h2>
        {dealer === null ? null : (
          <p className="dealer">{t('form.dealer', { player: playerAt(table, dealer) })}</p>
        )}
      </div>
      {dealer === null ? (
        <ChoiceButtons<Seat>
          id="deal-dealer"
          label={t('form.whoDealt')}
          columns={2}
          options={SEATS.map((seat) => ({
            value: seat,
            label: playerAt(table, seat),
            className: `team-${teamOfSeat(seat)}`,
          }))}
          value={draft.dealer}
          onChange={(seat) => change({ dealer: seat })}
          error={errors.dealer}
        />
      ) : null}
      {general.filter(Boolean).map((message) => (
        <p key={message} className="form-error" role="alert">
          {message}
        </p>
      ))}
      <EntryRow
        t={t}
        modes={modes}
        mode={mode}
        busy={busy}
        onMode={(option) => change({ mode: option })}
        onPassedOut={() => {
          if (dealt === null) setMissing(['dealer']);
          else onSubmit({ dealer: dealt, passedOut: true });
        }}
      />
      {mode === 'auction' ? (
        <AuctionFields {...fields} dealer={dealt ?? 0} />
      ) : (
        <ContractFields
          {...fields}
          onDeclarerChosen={focusPoints}
          onDoublingChosen={() => {
            if (draft.declarer !== null) focusPoints();
          }}
        />
      )}
      {mode === 'claim' ? (
        <ClaimFields {...fields} />
      ) : passedOut ? null : (
        <>
          <PointsFields
            {...fields}
            inputRef={pointsRef}
            typedTeam={mode === 'auction' ? (biddingTeam(draft.auction) ?? 'A') : undefined}
          />
          <FactsFields {...fields} />
        </>
      )}
      {askAllTricks ? (
        <div className="all-tricks-question" role="group" aria-labelledby="all-tricks-q">
          <p id="all-tricks-q">
            {t('form.allTricksQuestion', {
              team: teamName(table, askAllTricks.team),
              total: form.totalPoints,
            })}
          </p>
          <button type="button" className="secondary" onClick={() => answerAllTricks(false)}>
            {t('form.allTricksNo')}
          </button>
          <button type="button" className="primary" onClick={() => answerAllTricks(true)}>
            {t('form.allTricksYes')}
          </button>
        </div>
      ) : null}
      <div className="form-actions">
        {status === undefined ? null : <div className="action-status">{status}</div>}
        <p className="action-totals" data-testid="form-totals">
          {(['A', 'B'] as const).map((side) => (
            <span key={side} className={`team-${side}`}>
              <span className="action-team">{teamName(table, side)}</span>{' '}
              <strong>{number(table.game.totals[side])}</strong>
            </span>
          ))}
        </p>
        <div className="action-buttons">
          <button type="submit" className="primary" disabled={busy}>
            {submitLabel}
          </button>
          {onCancel ? (
            <button type="button" className="secondary" onClick={onCancel}>
              {cancelLabel ?? t('form.cancel')}
            </button>
          ) : null}
        </div>
      </div>
    </form>
  );
}
