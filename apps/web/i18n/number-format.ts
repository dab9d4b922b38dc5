/**
 * Numbers as the reader writes them, without Intl: a page's first `new Intl.NumberFormat` loads
 * the locale's ICU data, 35 to 80 ms of main thread on a desktop, four times that on a mid-range
 * phone, right when the referee's sheet or the standings first show (Lighthouse counted it as
 * blocking time). French groups thousands with a narrow no-break space and writes a decimal
 * comma (`1 510`, `0,5`), English with a comma and a point (`1,510`, `0.5`); both round half away
 * from zero on the decimal digits, as Intl.NumberFormat does. The output is Intl's, character for
 * character (number-format.spec.ts compares them); a number this does not write plainly (NaN,
 * infinities, exponents) or another language still goes to Intl.
 */
const SEPARATORS: Record<string, { group: string; decimal: string }> = {
  fr: { group: '\u202f', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

export function formatDecimal(
  locale: string,
  value: number,
  maximumFractionDigits: number,
): string {
  const separators = SEPARATORS[locale];
  const digits = String(Math.abs(value));
  if (!separators || !Number.isFinite(value) || digits.includes('e')) {
    return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);
  }
  const [whole, fraction] = rounded(digits, maximumFractionDigits);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, separators.group);
  return `${sign}${grouped}${fraction ? `${separators.decimal}${fraction}` : ''}`;
}

/** `12345.675` to 2 digits: `['12345', '68']`, trailing zeros dropped. */
function rounded(digits: string, maximumFractionDigits: number): [string, string] {
  const [whole = '0', fraction = ''] = digits.split('.');
  if (fraction.length <= maximumFractionDigits) return [whole, fraction.replace(/0+$/, '')];
  const kept = `${whole}${fraction.slice(0, maximumFractionDigits)}`;
  const up = (fraction[maximumFractionDigits] ?? '0') >= '5';
  const all = (up ? (BigInt(kept) + 1n).toString() : kept).padStart(maximumFractionDigits + 1, '0');
  const cut = all.length - maximumFractionDigits;
  return [all.slice(0, cut), all.slice(cut).replace(/0+$/, '')];
}
