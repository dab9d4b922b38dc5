import { DEFAULT_RULE_DRAFT, ruleOfDraft } from './season-rule-draft';

describe('ruleOfDraft', () => {
  it('turns the preset into a table of points, 10 for taking part, the best 4', () => {
    expect(ruleOfDraft(DEFAULT_RULE_DRAFT)).toEqual({
      scale: { kind: 'table', points: [100, 80, 65, 55, 50, 45, 40, 35, 30, 25], beyond: 20 },
      participationPoints: 10,
      bestResults: 4,
    });
  });

  it('reads « N − place + 1 » and leaves empty counts out (every result, every member)', () => {
    expect(
      ruleOfDraft({
        ...DEFAULT_RULE_DRAFT,
        scale: 'field',
        participation: '',
        best: '',
        clubMembers: '3',
      }),
    ).toEqual({ scale: { kind: 'field' }, participationPoints: 0, clubMembers: 3 });
  });

  it('accepts points written with spaces, semicolons or slashes', () => {
    expect(
      ruleOfDraft({ ...DEFAULT_RULE_DRAFT, points: '10; 7 / 5  3', beyond: '' }).scale,
    ).toEqual({
      kind: 'table',
      points: [10, 7, 5, 3],
      beyond: 0,
    });
  });
});
