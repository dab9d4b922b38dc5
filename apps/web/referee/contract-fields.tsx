import type { Translate } from '../i18n';
import {
  CONTRACT_VALUES,
  DOUBLINGS,
  SEATS,
  SUITS,
  type Seat,
  type TableView,
} from '../lib/api-types';
import { SUIT_SYMBOLS } from '../lib/format';
import { playerAt } from '../lib/seats';
import { contractValueLabel } from '../score-sheet/describe-deal';
import { ChoiceButtons } from './choice-buttons';
import { teamOfSeat, type DealDraft, type FormField } from './deal-draft';

/** Contract, trump, declarer and coinche: one tap each, the common part of a played or claimed deal. */
export function ContractFields({
  t,
  table,
  draft,
  change,
  errors,
  onDeclarerChosen,
}: {
  t: Translate;
  table: TableView;
  draft: DealDraft;
  change: (changes: Partial<DealDraft>) => void;
  errors: Partial<Record<FormField, string>>;
  onDeclarerChosen?: () => void;
}) {
  return (
    <>
      <ChoiceButtons
        id="contract-value"
        label={t('form.contract')}
        columns={4}
        options={CONTRACT_VALUES.map((value) => ({
          value,
          label: contractValueLabel(t, value),
          className: typeof value === 'string' ? 'wide-choice' : '',
        }))}
        value={draft.value}
        onChange={(value) => change({ value })}
        error={errors.value}
      />
      <ChoiceButtons
        id="contract-suit"
        label={t('form.suit')}
        columns={4}
        options={SUITS.map((suit) => ({
          value: suit,
          label: (
            <>
              <span aria-hidden="true" className={`suit suit-${suit}`}>
                {SUIT_SYMBOLS[suit]}
              </span>{' '}
              <span className="suit-name">{t(`suit.${suit}`)}</span>
            </>
          ),
        }))}
        value={draft.suit}
        onChange={(suit) => change({ suit })}
        error={errors.suit}
      />
      <ChoiceButtons<Seat>
        id="contract-declarer"
        label={t('form.declarer')}
        columns={2}
        options={SEATS.map((seat) => ({
          value: seat,
          label: playerAt(table, seat),
          className: `team-${teamOfSeat(seat)}`,
        }))}
        value={draft.declarer}
        onChange={(declarer) => {
          change({ declarer });
          onDeclarerChosen?.();
        }}
        error={errors.declarer}
      />
      <ChoiceButtons
        id="contract-doubling"
        label={t('form.doubling')}
        columns={3}
        options={DOUBLINGS.map((doubling) => ({
          value: doubling,
          label: t(`doubling.${doubling}`),
        }))}
        value={draft.doubling}
        onChange={(doubling) => change({ doubling })}
        error={errors.doubling}
      />
    </>
  );
}
