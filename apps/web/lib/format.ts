import type { Suit } from './api-types';
import { formatDecimal } from '../i18n/number-format';

export const SUIT_SYMBOLS: Record<Suit, string> = {
  spades: '♠',
  hearts: '♥',
  diamonds: '♦',
  clubs: '♣',
};

/** A number as the reader writes it: `2 000` in French, `2,000` in English (3 decimals at most). */
export function formatNumber(locale: string, value: number): string {
  return formatDecimal(locale, value, 3);
}

/** A round clock: `12:05`, `1:02:03` past an hour, `0:00` once the time is up. */
export function formatClock(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** `+120`, `−40` (a true minus sign), `0`: a points difference, its digits written by `format`. */
export function formatSigned(value: number, format: (value: number) => string = String): string {
  if (value > 0) return `+${format(value)}`;
  if (value < 0) return `−${format(Math.abs(value))}`;
  return '0';
}

/** "il y a 3 min" / "3 min ago"; "à l'instant" under 10 s is the caller's message. */
export function formatAgo(locale: string, iso: string, now: number): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  if (Math.abs(seconds) < 60) return format.format(seconds, 'second');
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  return format.format(Math.round(minutes / 60), 'hour');
}

/** A tournament day as people write it: "5 décembre 2026". */
export function formatDay(locale: string, isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A moment in the reader's time zone: "4 décembre 2026 à 18:30". */
export function formatMoment(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** Items cut into pages of `size` (at least one page, maybe empty), for the projector. */
export function paginate<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    pages.push(items.slice(start, start + size));
  }
  return pages.length ? pages : [[]];
}
