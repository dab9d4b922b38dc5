import { translator } from '../i18n';
import { formatDecimal } from '../i18n/number-format';
import { resultText } from './season-text';

describe('resultText: one result of a season row', () => {
  const result = (place: number, points: number) => ({
    tournament: { id: 't', name: 'Printemps' },
    place,
    points,
    withdrawn: false,
  });
  const number = (value: number) => String(value);

  it('writes the place and the points, « pt » for one point', () => {
    const fr = translator('fr');
    expect(resultText(fr, result(1, 11), number)).toBe('Printemps 1ᵉʳ · 11 pts');
    expect(resultText(fr, result(8, 1), number)).toBe('Printemps 8ᵉ · 1 pt');
    const en = translator('en');
    expect(resultText(en, result(8, 1), number)).toBe('Printemps #8 · 1 pt');
    expect(resultText(en, result(2, 0), number)).toBe('Printemps #2 · 0 pts');
  });

  it('agrees with points written the French way', () => {
    const french = (value: number) => formatDecimal('fr', value, 1);
    expect(resultText(translator('fr'), result(1, 1000), french)).toBe(
      'Printemps 1ᵉʳ · 1\u202f000 pts',
    );
  });
});
