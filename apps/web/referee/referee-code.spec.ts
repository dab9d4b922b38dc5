import { refereeCodeOf } from './referee-code';

describe('refereeCodeOf', () => {
  it.each([
    ['K7QP 2MXA', 'K7QP2MXA'],
    ['k7qp2mxa', 'K7QP2MXA'],
    ['  k7qp-2mxa ', 'K7QP2MXA'],
    ['K7\u00a0QP 2M XA', 'K7QP2MXA'],
  ])('reads %p as printed: %p', (typed, code) => {
    expect(refereeCodeOf(typed)).toBe(code);
  });

  it.each(['', '   ', 'K7QP/2MXA', 'ÉTÉ', 'A'.repeat(17)])('refuses %p', (typed) => {
    expect(refereeCodeOf(typed)).toBeNull();
  });
});
