'use client';
import { useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import { errorText, fieldErrorText } from '../lib/error-text';
import {
  TIEBREAKS,
  type ApiErrorBody,
  type ClubRef,
  type Entry,
  type Pairing,
  type RulesetId,
  type RulesetInfo,
  type Tiebreak,
  type TournamentView,
} from '../lib/api-types';
import { ClubSelect } from './club-select';
import { GameChoice } from './game-choice';
import { INITIAL_GAME_FORMAT, gameFormatBody } from './game-format-draft';
import { GameFormatFields } from './game-format-fields';
import { INITIAL_POOLS_KNOCKOUT, PoolsKnockoutFields } from './pools-knockout-fields';
import { TiebreakOrder } from './tiebreak-order';

/** The pairings each kind of entry offers: a mêlée is drawn swiss or at random each round. */
const PAIRINGS_OF: Record<Entry, readonly Pairing[]> = {
  teams: ['swiss', 'round-robin', 'pools-knockout'],
  individual: ['swiss', 'random'],
};

/**
 * A new tournament: name, game, day, rounds, pairing, how a game ends (the game's target unless
 * said, or N deals: the concours), ranking, bye rule, tiebreak order, round clock and options.
 */
export function CreateTournamentForm({
  locale,
  clubs,
  onCreated,
}: {
  locale: Locale;
  /** The organiser's clubs: the form asks which when there are several. */
  clubs: ClubRef[];
  onCreated: (tournament: TournamentView) => void;
}) {
  const t = useTranslator();
  const [name, setName] = useState('');
  const [clubId, setClubId] = useState('');
  const [date, setDate] = useState('');
  const [rounds, setRounds] = useState('5');
  const [entry, setEntry] = useState<Entry>('teams');
  const [pairing, setPairing] = useState<Pairing>('swiss');
  const [poolsKnockout, setPoolsKnockout] = useState(INITIAL_POOLS_KNOCKOUT);
  const [rulesets, setRulesets] = useState<RulesetInfo[] | null>(null);
  const [ruleset, setRuleset] = useState<RulesetId>('marque-2018');
  const [format, setFormat] = useState(INITIAL_GAME_FORMAT);
  const [tiebreaks, setTiebreaks] = useState<Tiebreak[]>([...TIEBREAKS]);
  const [roundMinutes, setRoundMinutes] = useState('');
  const [tieAtBell, setTieAtBell] = useState<'draw' | 'last-declarer'>('draw');
  const [lateEntryByes, setLateEntryByes] = useState(false);
  const [avoidSameClub, setAvoidSameClub] = useState(false);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void (async () => {
      const result = await callApi<RulesetInfo[]>('/rulesets', { locale });
      if (result.ok) setRulesets(result.data);
    })();
  }, [locale]);
  const form = rulesets?.find((info) => info.id === ruleset)?.form;
  const bounds = form?.target;

  const submit = async () => {
    setBusy(true);
    // Options equal to the API's defaults are left out: an API without them still accepts the rest.
    const body = {
      name,
      ...(clubs.length > 1 ? { clubId: clubId || clubs[0]?.id } : {}),
      // Pools then a knockout: the format sets the number of rounds when round 1 starts.
      ...(pairing === 'pools-knockout' ? { poolsKnockout } : { rounds: Number(rounds) }),
      pairing,
      ...(entry !== 'teams' ? { entry } : {}),
      ...(ruleset !== 'marque-2018' ? { ruleset } : {}),
      ...gameFormatBody(format, bounds?.default),
      ...(date ? { date } : {}),
      // A mêlée takes its own tiebreaks (the API's default for it).
      ...(entry === 'teams' && tiebreaks.join() !== TIEBREAKS.join() ? { tiebreaks } : {}),
      ...(roundMinutes ? { roundMinutes: Number(roundMinutes) } : {}),
      ...(tieAtBell !== 'draw' ? { tieAtBell } : {}),
      ...(lateEntryByes ? { lateEntryByes } : {}),
      ...(avoidSameClub ? { avoidSameClub } : {}),
    };
    const result = await callApi<TournamentView>('/tournaments', {
      method: 'POST',
      body,
      locale,
    });
    setBusy(false);
    if (result.ok) onCreated(result.data);
    else setError(result.error);
  };

  const errorOf = (field: string) => {
    const message = fieldErrorText(t, error, field);
    return message ? (
      <p className="field-error" id={`t-${field}-error`} role="alert">
        {message}
      </p>
    ) : null;
  };

  return (
    <form
      className="card stack"
      aria-labelledby="create-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="create-title">{t('create.title')}</h2>
      {error && !error.details?.length ? (
        <p className="form-error" role="alert">
          {errorText(t, error)}
        </p>
      ) : null}
      <label htmlFor="t-name">{t('create.name')}</label>
      <input
        id="t-name"
        required
        maxLength={120}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      {errorOf('name')}
      <ClubSelect
        id="t-club"
        clubs={clubs}
        value={clubId}
        onChange={setClubId}
        error={errorOf('clubId')}
      />
      <GameChoice
        locale={locale}
        rulesets={rulesets}
        value={ruleset}
        onChange={(id) => {
          setRuleset(id);
          setFormat({ ...format, target: '' });
        }}
        error={errorOf('ruleset')}
      />
      <div className="row">
        <div className="stack">
          <label htmlFor="t-date">{t('create.date')}</label>
          <input id="t-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          {errorOf('date')}
        </div>
        <div className="stack" hidden={pairing === 'pools-knockout'}>
          <label htmlFor="t-rounds">{t('create.rounds')}</label>
          <input
            id="t-rounds"
            type="number"
            min={1}
            max={30}
            required
            value={rounds}
            onChange={(e) => setRounds(e.target.value)}
          />
          {errorOf('rounds')}
        </div>
      </div>
      <GameFormatFields
        locale={locale}
        bounds={bounds}
        dealPoints={form?.totalPoints}
        draft={format}
        onChange={setFormat}
        errorOf={errorOf}
      />
      <fieldset>
        <legend>{t('create.entry')}</legend>
        {(['teams', 'individual'] as const).map((option) => (
          <label key={option} className="inline">
            <input
              type="radio"
              name="entry"
              value={option}
              checked={entry === option}
              onChange={() => {
                setEntry(option);
                setPairing('swiss');
              }}
            />{' '}
            {t(`entry.${option}`)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('create.pairing')}</legend>
        {PAIRINGS_OF[entry].map((option) => (
          <label key={option} className="inline">
            <input
              type="radio"
              name="pairing"
              value={option}
              checked={pairing === option}
              onChange={() => setPairing(option)}
            />{' '}
            {t(`pairing.${option}`)}
          </label>
        ))}
        {errorOf('pairing')}
      </fieldset>
      {pairing === 'pools-knockout' ? (
        <PoolsKnockoutFields value={poolsKnockout} onChange={setPoolsKnockout} errorOf={errorOf} />
      ) : null}
      {entry === 'teams' ? (
        <fieldset>
          <legend>
            {t(format.ranking === 'points' ? 'create.tiebreaksPoints' : 'create.tiebreaks')}
          </legend>
          <TiebreakOrder tiebreaks={tiebreaks} onChange={setTiebreaks} />
          {errorOf('tiebreaks')}
        </fieldset>
      ) : (
        <p className="hint">{t('create.meleeTiebreaks')}</p>
      )}
      <label htmlFor="t-minutes">{t('create.roundMinutes')}</label>
      <input
        id="t-minutes"
        type="number"
        min={5}
        max={600}
        value={roundMinutes}
        onChange={(e) => setRoundMinutes(e.target.value)}
      />
      {errorOf('roundMinutes')}
      <fieldset>
        <legend>{t('create.tieAtBell')}</legend>
        {(['draw', 'last-declarer'] as const).map((option) => (
          <label key={option} className="inline">
            <input
              type="radio"
              name="tie"
              checked={tieAtBell === option}
              onChange={() => setTieAtBell(option)}
            />{' '}
            {t(`tieAtBell.${option}`)}
          </label>
        ))}
      </fieldset>
      <label className="inline">
        <input
          type="checkbox"
          checked={lateEntryByes}
          onChange={(e) => setLateEntryByes(e.target.checked)}
        />{' '}
        {t('create.lateEntryByes')}
      </label>
      <label className="inline">
        <input
          type="checkbox"
          checked={avoidSameClub}
          onChange={(e) => setAvoidSameClub(e.target.checked)}
        />{' '}
        {t('create.avoidSameClub')}
      </label>
      <button type="submit" className="primary" disabled={busy}>
        {t('create.submit')}
      </button>
    </form>
  );
}
