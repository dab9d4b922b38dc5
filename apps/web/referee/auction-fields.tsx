import { useState } from 'react';
import type { Translate } from '../i18n';
import {
  CONTRACT_VALUES,
  SUITS,
  type Call,
  type ContractValue,
  type Seat,
  type Suit,
  type TableView,
} from '../lib/api-types';
import { SUIT_SYMBOLS } from '../lib/format';
import { playerAt, teamName } from '../lib/seats';
import { contractValueLabel } from '../score-sheet/describe-deal';
import { ChoiceButtons } from './choice-buttons';
import { complementPoints, seatToSpeak, type DealDraft, type FormField } from './deal-draft';

/** The auction call by call, from the dealer's right; the server resolves the contract. */
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
  const [value, setValue] = useState<ContractValue | null>(null);
  const [suit, setSuit] = useState<Suit | null>(null);
  const seat = seatToSpeak(dealer, draft.auction.length);
  const call = (next: Call) => change({ auction: [...draft.auction, next] });
  const other = complementPoints(draft.points);
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
        {t('form.toSpeak', { player: playerAt(table, seat) })}
      </p>
      <div className="call-buttons">
        <button type="button" onClick={() => call({ seat, type: 'pass' })}>
          {t('call.pass')}
        </button>
        <button type="button" onClick={() => call({ seat, type: 'coinche' })}>
          {t('doubling.coinche')}
        </button>
        <button type="button" onClick={() => call({ seat, type: 'surcoinche' })}>
          {t('doubling.surcoinche')}
        </button>
        <button
          type="button"
          disabled={draft.auction.length === 0}
          onClick={() => change({ auction: draft.auction.slice(0, -1) })}
        >
          {t('form.undoCall')}
        </button>
      </div>
      <ChoiceButtons
        id="bid-value"
        label={t('form.bid')}
        columns={4}
        options={CONTRACT_VALUES.map((option) => ({
          value: option,
          label: contractValueLabel(t, option),
        }))}
        value={value}
        onChange={setValue}
      />
      <ChoiceButtons
        id="bid-suit"
        label={t('form.suit')}
        columns={4}
        options={SUITS.map((option) => ({
          value: option,
          label: SUIT_SYMBOLS[option],
          title: t(`suit.${option}`),
        }))}
        value={suit}
        onChange={setSuit}
      />
      <button
        type="button"
        className="secondary"
        disabled={value === null || suit === null}
        onClick={() => {
          if (value === null || suit === null) return;
          call({ seat, type: 'bid', value, suit });
          setValue(null);
          setSuit(null);
        }}
      >
        {t('form.addBid', { player: playerAt(table, seat) })}
      </button>
      {errors.auction ? (
        <p className="field-error" role="alert">
          {errors.auction}
        </p>
      ) : null}
      <div className="points-row">
        <label htmlFor="auction-points">{t('form.pointsOf', { team: table.teamA.name })}</label>
        <input
          id="auction-points"
          className="points-input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={3}
          value={draft.points}
          onChange={(event) => change({ points: event.target.value.replace(/\D/g, '') })}
        />
        <p className="complement">
          {t('form.otherPoints', { team: teamName(table, 'B'), points: other ?? '…' })}
        </p>
        {errors.points ? (
          <p className="field-error" role="alert">
            {errors.points}
          </p>
        ) : null}
      </div>
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
      return `${contractValueLabel(t, call.value)} ${SUIT_SYMBOLS[call.suit]}`;
  }
}
