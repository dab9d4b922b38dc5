import type { Translate } from '../i18n';
import {
  SEATS,
  SUITS,
  type AnyContractValue,
  type RulesetForm,
  type Seat,
  type TableView,
} from '../lib/api-types';
import { SUIT_SYMBOLS } from '../lib/format';
import { playerAt } from '../lib/seats';
import { ChoiceButtons, SHORT_FIRST } from './choice-buttons';
import {
  doublingsFor,
  hasDoublings,
  teamOfSeat,
  withContractValue,
  type DealDraft,
} from './deal-draft';
import { contractValueLabel } from './describe-deal';
import type { FormField } from './place-errors';

/**
 * The columns of a contract ladder: two rows where they fit seven buttons each, three otherwise
 * (Jass coinché's fifteen cells); a word (capot, générale) takes two cells.
 */
export function ladderColumns(contracts: readonly AnyContractValue[]): number {
  const cells = contracts.reduce<number>((sum, value) => sum + (isWord(value) ? 2 : 1), 0);
  const inTwoRows = Math.ceil(cells / 2);
  return inTwoRows <= 7 ? inTwoRows : Math.ceil(cells / 3);
}

const isWord = (value: AnyContractValue) => typeof value === 'string';

/** The game's contracts, lowest first, as toggle buttons. */
export function ladderOptions(t: Translate, form: RulesetForm) {
  return form.contracts.map((value) => ({
    value,
    label: contractValueLabel(t, value),
    className: isWord(value) ? 'wide-choice' : 'number-choice',
  }));
}

/**
 * Contract, trump, declarer and the coinche where the game has one: one tap each, the common
 * part of a played or claimed deal.
 */
export function ContractFields({
  t,
  table,
  draft,
  change,
  errors,
  onDeclarerChosen,
  onDoublingChosen,
}: {
  t: Translate;
  table: TableView;
  draft: DealDraft;
  change: (changes: Partial<DealDraft>) => void;
  errors: Partial<Record<FormField, string>>;
  onDeclarerChosen?: () => void;
  /** The coinche comes after the points are typed, often: it keeps the focus in their box. */
  onDoublingChosen?: () => void;
}) {
  const { form } = table.ruleset;
  return (
    <>
      <ChoiceButtons
        id="contract-value"
        label={t('form.contract')}
        columns={ladderColumns(form.contracts)}
        options={ladderOptions(t, form)}
        value={draft.value}
        onChange={(value) => change(withContractValue(draft, value, form))}
        error={errors.value}
      />
      <ChoiceButtons
        id="contract-suit"
        label={t('form.suit')}
        columns={4}
        inline
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
      {hasDoublings(form) ? (
        <ChoiceButtons
          id="contract-doubling"
          label={t('form.doubling')}
          columns={SHORT_FIRST}
          inline
          // A générale cannot be coinched: only « Sans » is offered, in its place.
          options={doublingsFor(form, draft.value).map((doubling) => ({
            value: doubling,
            label: t(`doubling.${doubling}`),
          }))}
          value={draft.doubling}
          onChange={(doubling) => {
            change({ doubling });
            onDoublingChosen?.();
          }}
          keepFocus
          error={errors.doubling}
        />
      ) : null}
    </>
  );
}
