import { useState } from 'react';
import type { Translate } from '../i18n';
import {
  SUITS,
  type AnyContractValue,
  type Call,
  type Seat,
  type Suit,
  type TableView,
} from '../lib/api-types';
import { SUIT_SYMBOLS } from '../lib/format';
import { playerAt } from '../lib/seats';
import { ChoiceButtons } from './choice-buttons';
import { ladderColumns, ladderOptions } from './contract-fields';
import {
  auctionPassedOut,
  biddingClosed,
  callLimit,
  coinchers,
  seatToSpeak,
  surcoinchers,
  teamOfSeat,
  type DealDraft,
} from './deal-draft';
import { contractValueLabel } from './describe-deal';
import type { FormField } from './place-errors';

/**
 * The auction call by call, from the seat after the dealer, with the game's calls and ladder
 * (no coinche in Cinch, whose four calls end the auction); the server resolves the contract.
 * A coinche is said out of turn: the referee taps which defender coinched (then which declarer
 * surcoinched), offered only where the game's form allows it (never on a générale). Four passes
 * are a passed-out deal: nothing more is asked.
 */
export function AuctionFields({
  t,
  table,
  dealer,
  draft,
  change,
  errors,
}: {
  t: Translate;
  table: TableView;
  dealer: Seat;
  draft: DealDraft;
  change: (changes: Partial<DealDraft>) => void;
  errors: Partial<Record<FormField, string>>;
}) {
  const { form } = table.ruleset;
  const seat = seatToSpeak(dealer, draft.auction.length);
  const limit = callLimit(form);
  const passedOut = auctionPassedOut(draft.auction);
  const over = passedOut || (limit !== null && draft.auction.length >= limit);
  // Once the bidding is closed only a coinche (then a surcoinche) may follow: no ladder to scroll past.
  const closed = !over && biddingClosed(draft.auction);
  const call = (next: Call) => change({ auction: [...draft.auction, next] });
  const doublings = [
    { type: 'coinche' as const, seats: coinchers(draft.auction, form) },
    { type: 'surcoinche' as const, seats: surcoinchers(draft.auction, form) },
  ].filter((doubling) => doubling.seats.length > 0);
  return (
    <>
      <ol className="calls" aria-label={t('form.calls')}>
        {draft.auction.map((entry, index) => (
          <li key={index}>
            <strong>{playerAt(table, entry.seat)}</strong> : {callLabel(t, entry)}
          </li>
        ))}
      </ol>
      <p className="to-speak" aria-live="polite">
        {passedOut
          ? t('form.auctionPassedOut')
          : over
            ? t('form.auctionOver')
            : closed
              ? t('form.biddingClosed')
              : t('form.toSpeak', { player: playerAt(table, seat) })}
      </p>
      <div className="call-buttons">
        <button
          type="button"
          disabled={over || closed}
          onClick={() => call({ seat, type: 'pass' })}
        >
          {t('call.pass')}
        </button>
        <button
          type="button"
          disabled={draft.auction.length === 0}
          aria-label={t('form.undoCall')}
          onClick={() => change({ auction: draft.auction.slice(0, -1) })}
        >
          {t('form.undo')}
        </button>
      </div>
      {doublings.map(({ type, seats }) => (
        <fieldset key={type} className="choice choice-inline doubling-by">
          <legend>{t(`form.${type}By`)}</legend>
          <div className="choice-grid" style={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            {seats.map((by) => (
              <button
                key={by}
                type="button"
                className={`choice-button team-${teamOfSeat(by)}`}
                onClick={() => call({ seat: by, type })}
              >
                {playerAt(table, by)}
              </button>
            ))}
          </div>
        </fieldset>
      ))}
      {closed || over ? null : (
        <BidFields t={t} table={table} seat={seat} over={over} form={form} call={call} />
      )}
      {errors.auction ? (
        <p className="field-error" role="alert">
          {errors.auction}
        </p>
      ) : null}
      <label className="keep-auction">
        <input
          type="checkbox"
          checked={draft.keepAuction}
          onChange={(event) => change({ keepAuction: event.target.checked })}
        />
        {t('form.keepAuction')}
      </label>
    </>
  );
}

/** A bid: a value on the game's ladder, a trump suit, then the button that adds it. */
function BidFields({
  t,
  table,
  seat,
  over,
  form,
  call,
}: {
  t: Translate;
  table: TableView;
  seat: Seat;
  over: boolean;
  form: TableView['ruleset']['form'];
  call: (next: Call) => void;
}) {
  const [value, setValue] = useState<AnyContractValue | null>(null);
  const [suit, setSuit] = useState<Suit | null>(null);
  return (
    <>
      <ChoiceButtons
        id="bid-value"
        label={t('form.bid')}
        columns={ladderColumns(form.contracts)}
        options={ladderOptions(t, form)}
        value={value}
        onChange={setValue}
      />
      <ChoiceButtons
        id="bid-suit"
        label={t('form.suit')}
        columns={4}
        inline
        options={SUITS.map((option) => ({
          value: option,
          // The symbol for the eye, the suit's name for screen readers (and wider screens).
          label: (
            <>
              <span aria-hidden="true" className={`suit suit-${option}`}>
                {SUIT_SYMBOLS[option]}
              </span>{' '}
              <span className="suit-name">{t(`suit.${option}`)}</span>
            </>
          ),
        }))}
        value={suit}
        onChange={setSuit}
      />
      <button
        type="button"
        className="secondary"
        disabled={over || value === null || suit === null}
        onClick={() => {
          if (value === null || suit === null) return;
          call({ seat, type: 'bid', value, suit });
          setValue(null);
          setSuit(null);
        }}
      >
        {t('form.addBid', { player: playerAt(table, seat) })}
      </button>
    </>
  );
}

function callLabel(t: Translate, call: Call): string {
  switch (call.type) {
    case 'pass':
      return t('call.pass');
    case 'coinche':
      return t('doubling.coinche');
    case 'surcoinche':
      return t('doubling.surcoinche');
    case 'bid':
      return [contractValueLabel(t, call.value), call.suit ? SUIT_SYMBOLS[call.suit] : '']
        .join(' ')
        .trim();
  }
}
