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
import { biddingClosed, callLimit, seatToSpeak, type DealDraft } from './deal-draft';
import { contractValueLabel } from './describe-deal';
import type { FormField } from './place-errors';

/**
 * The auction call by call, from the seat after the dealer, with the game's calls and ladder
 * (no coinche in Cinch, whose four calls end the auction); the server resolves the contract.
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
  const over = limit !== null && draft.auction.length >= limit;
  // Once the bidding is closed only a coinche (then a surcoinche) may follow: no ladder to scroll past.
  const closed = !over && biddingClosed(draft.auction);
  const call = (next: Call) => change({ auction: [...draft.auction, next] });
  const doublings = (['coinche', 'surcoinche'] as const).filter((type) =>
    form.calls.includes(type),
  );
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
        {over
          ? t('form.auctionOver')
          : closed
            ? t('form.biddingClosed')
            : t('form.toSpeak', { player: playerAt(table, seat) })}
      </p>
      <div
        className="call-buttons"
        style={{ gridTemplateColumns: `repeat(${doublings.length + 2}, minmax(0, 1fr))` }}
      >
        <button
          type="button"
          disabled={over || closed}
          onClick={() => call({ seat, type: 'pass' })}
        >
          {t('call.pass')}
        </button>
        {doublings.map((type) => (
          <button key={type} type="button" disabled={over} onClick={() => call({ seat, type })}>
            {t(`doubling.${type}`)}
          </button>
        ))}
        <button
          type="button"
          disabled={draft.auction.length === 0}
          aria-label={t('form.undoCall')}
          onClick={() => change({ auction: draft.auction.slice(0, -1) })}
        >
          {t('form.undo')}
        </button>
      </div>
      {closed ? null : (
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
