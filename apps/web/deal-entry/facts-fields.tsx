import type { Translate } from '../i18n';
import type { Seat, TableView } from '../lib/api-types';
import { playerAt } from '../lib/seats';
import { ChoiceButtons, SHORT_FIRST } from './choice-buttons';
import { teamOfSeat, type DealDraft, type TeamChoice } from './deal-draft';
import type { FormField } from './place-errors';

/**
 * What the game records beside contract and points, each only where the game has it: who took
 * all tricks (and whether one player alone), which team announced belote, which team revoked.
 */
export function FactsFields({
  t,
  table,
  draft,
  change,
  errors,
}: {
  t: Translate;
  table: TableView;
  draft: DealDraft;
  change: (changes: Partial<DealDraft>) => void;
  errors: Partial<Record<FormField, string>>;
}) {
  const { facts } = table.ruleset.form;
  const teams = [
    { value: 'none' as const, label: t('form.allTricksNone') },
    { value: 'A' as const, label: table.teamA.name, className: 'team-A' },
    { value: 'B' as const, label: table.teamB.name, className: 'team-B' },
  ];
  const loneCandidates: Seat[] =
    !facts.allTricksAlone || draft.allTricks === 'none'
      ? []
      : ([0, 1, 2, 3] as const).filter((seat) => teamOfSeat(seat) === draft.allTricks);
  return (
    <>
      {facts.allTricks ? (
        <ChoiceButtons<TeamChoice>
          id="all-tricks"
          label={t('form.allTricks')}
          columns={SHORT_FIRST}
          inline
          options={teams}
          value={draft.allTricks}
          onChange={(allTricks) => change({ allTricks, allTricksSeat: null })}
          error={errors.allTricks}
        />
      ) : null}
      {loneCandidates.length ? (
        <ChoiceButtons<Seat | -1>
          id="all-tricks-alone"
          label={t('form.allTricksAlone')}
          columns={3}
          inline
          options={[
            { value: -1, label: t('form.allTricksBoth') },
            ...loneCandidates.map((seat) => ({ value: seat, label: playerAt(table, seat) })),
          ]}
          value={draft.allTricksSeat ?? -1}
          onChange={(seat) => change({ allTricksSeat: seat === -1 ? null : seat })}
        />
      ) : null}
      {facts.belote ? (
        <ChoiceButtons<TeamChoice>
          id="belote"
          label={t('form.belote')}
          columns={SHORT_FIRST}
          inline
          options={teams}
          value={draft.belote}
          onChange={(belote) => change({ belote })}
          error={errors.belote}
        />
      ) : null}
      {facts.revoke ? (
        <ChoiceButtons<TeamChoice>
          id="revoke"
          label={t('form.revoke')}
          columns={SHORT_FIRST}
          inline
          options={teams}
          value={draft.revoke}
          onChange={(revoke) => change({ revoke })}
          error={errors.revoke}
        />
      ) : null}
    </>
  );
}
