import { getRuleset, marksSoFar, RULESETS, type ClaimedDeal } from '@marque/rules';
import { renderToStaticMarkup } from 'react-dom/server';
import { LOCALES, type Locale } from '../i18n';
import { RulesArticle } from './components/rules-article';
import {
  BELOTE_COINCHEE_EXAMPLES,
  BELOTE_COINCHEE_NEEDS,
} from './content/belote-coinchee.examples';
import { CINCH_EXAMPLES } from './content/cinch.examples';
import { JASS_COINCHE_EXAMPLES } from './content/jass-coinche.examples';
import { MARQUE_2018_EXAMPLES } from './content/marque-2018.examples';
import type { WorkedExampleFacts } from './rules-content';
import { RULES_PAGES } from './rules-pages';

// The pages are checked against libs/rules, the library the server scores with: a figure on a
// page that the server would not compute fails here.

const EXAMPLES: readonly WorkedExampleFacts[] = [
  ...MARQUE_2018_EXAMPLES,
  ...BELOTE_COINCHEE_EXAMPLES,
  ...JASS_COINCHE_EXAMPLES,
  ...CINCH_EXAMPLES,
];
const PAGES = RULESETS.flatMap((id) => LOCALES.map((locale) => [id, locale] as const));

function html(id: (typeof RULESETS)[number], locale: Locale): string {
  return renderToStaticMarkup(<RulesArticle locale={locale} content={RULES_PAGES[id][locale]} />);
}

/** The page's words: tags dropped, every kind of space one ordinary space. */
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();

/** 2000 as each language writes it: "2 000", "2,000". */
const figure = (value: number, locale: Locale) =>
  text(new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB').format(value));

/** The deal the server would be sent for an example's facts. */
function dealOf(facts: WorkedExampleFacts): unknown {
  const { contract, doubling, belote, cardPoints, allTricks, revoke } = facts;
  if (facts.ruleset === 'cinch') return { contract, cardPoints, ...(revoke ? { revoke } : {}) };
  return {
    contract,
    doubling: doubling ?? 'none',
    cardPoints,
    ...(allTricks ? { allTricks } : {}),
    ...(belote ? { belote } : {}),
  };
}

/** Each worked example on a page: its id, the marks shown, and the words that explain them. */
function examplesOn(markup: string) {
  return [
    ...markup.matchAll(/<section class="rules-example" data-example="([^"]+)"[\s\S]*?<\/section>/g),
  ].map(([block, id]) => ({
    id,
    marks: {
      A: Number(/data-marks="A">(\d+)</.exec(block)?.[1]),
      B: Number(/data-marks="B">(\d+)</.exec(block)?.[1]),
    },
    why: text(/<div class="rules-example-why">([\s\S]*)<\/div>/.exec(block)?.[1] ?? ''),
  }));
}

describe('rules pages', () => {
  it('has a page for every game the server knows, in French and English', () => {
    expect(Object.keys(RULES_PAGES).sort()).toEqual([...RULESETS].sort());
    for (const id of RULESETS)
      for (const locale of LOCALES) {
        expect(RULES_PAGES[id][locale].title.trim()).not.toBe('');
        expect(RULES_PAGES[id][locale].summary.trim()).not.toBe('');
      }
  });

  it.each(PAGES)('renders %s in %s: title, every section, 3 to 5 examples', (id, locale) => {
    const markup = html(id, locale);
    expect(markup).toContain(`<h1>${RULES_PAGES[id][locale].title}</h1>`);
    for (const section of ['basics', 'cards', 'bidding', 'scoring', 'end', 'referee'])
      expect(markup).toContain(`id="${section}-title"`);
    const shown = examplesOn(markup);
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(shown.length).toBeLessThanOrEqual(5);
  });

  it.each(PAGES)('states the figures of %s as the rules library has them (%s)', (id, locale) => {
    const words = text(html(id, locale));
    const { form } = getRuleset(id);
    const numeric = form.contracts.filter((value) => typeof value === 'number');
    for (const value of [
      form.cards,
      form.totalPoints,
      form.target.default,
      numeric[0],
      numeric[numeric.length - 1],
    ])
      expect(words).toContain(figure(Number(value), locale));
    expect(words.includes(locale === 'fr' ? 'sens inverse' : 'counterclockwise')).toBe(
      form.seatOrder === 'counterclockwise',
    );
    expect(/revoke|renonce/i.test(words)).toBe(form.facts.revoke);
    expect(html(id, locale).includes('data-claim-example')).toBe(form.facts.claim);
    expect(html(id, locale).includes('data-testid="belote-needs"')).toBe(form.facts.belote);
  });
});

describe('worked examples', () => {
  it.each(EXAMPLES.map((facts) => [facts.ruleset, facts.id, facts] as const))(
    '%s %s: the marks are what the server computes',
    (ruleset, _id, facts) => {
      expect(getRuleset(ruleset).scoreDeal(dealOf(facts)).marks).toEqual(facts.marks);
    },
  );

  it.each(PAGES)(
    '%s in %s shows each of its examples once, its marks in the words',
    (id, locale) => {
      const own = EXAMPLES.filter((facts) => facts.ruleset === id);
      const shown = examplesOn(html(id, locale));
      expect(shown.map((example) => example.id)).toEqual(own.map((facts) => facts.id));
      for (const [index, example] of shown.entries()) {
        const facts = own[index];
        expect(example.marks).toEqual(facts?.marks);
        for (const mark of [example.marks.A, example.marks.B].filter((value) => value > 0))
          expect(example.why).toContain(figure(mark, locale));
      }
    },
  );

  it.each(
    BELOTE_COINCHEE_NEEDS.flatMap(
      (row) =>
        [
          [row.contract, row.need, false],
          [row.contract, row.withBelote, true],
        ] as const,
    ),
  )('belote coinchée: %s needs %s card points (belote: %s)', (value, need, belote) => {
    const score = (points: number) =>
      getRuleset('belote-coinchee').scoreDeal({
        contract: { value, suit: 'hearts', declarer: 0 },
        doubling: 'none',
        cardPoints: { A: points, B: 162 - points },
        ...(belote ? { belote: 'A' } : {}),
      }).made;
    expect([score(need), score(need - 1)]).toEqual([true, false]);
  });

  it('the 36-card claim example: A has marked 200 after 104 points, nothing after 95', () => {
    const claim = (declaring: number, defending: number): ClaimedDeal => ({
      contract: { value: 100, suit: 'spades', declarer: 0 },
      doubling: 'none',
      claim: {
        team: 'A',
        cardPointsSoFar: { A: declaring, B: defending },
        tricksSoFar: [3, 1, 2, 0],
      },
    });
    expect(marksSoFar(claim(104, 30))).toEqual({ A: 200, B: 30 });
    expect(marksSoFar(claim(95, 30))).toEqual({ A: 0, B: 30 });
  });
});

describe('typography', () => {
  it.each(RULESETS)('French page %s: a no-break space before : ; ? ! and inside « »', (id) => {
    const words = html(id, 'fr')
      .replace(/<[^>]+>/g, '')
      .replace(/&[a-z]+;|&#x?[0-9a-f]+;/gi, '');
    expect(words).not.toMatch(/ [:;?!»]|« |\d \d{3}(?!\d)/);
    expect(words).not.toMatch(/[^\s\u00a0\u202f][:;?!»]|«[^\s\u00a0\u202f]/);
  });

  it.each(RULESETS)('English page %s: no space before a colon or semicolon', (id) => {
    const words = html(id, 'en').replace(/<[^>]+>/g, '');
    expect(words).not.toMatch(/[\s\u00a0][:;?!]/);
  });
});
