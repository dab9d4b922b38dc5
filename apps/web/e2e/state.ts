import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { PhoneTable } from './phone-tables';

/** One table of round 1 as the printed cards show it. */
export interface PrintedTable {
  number: number;
  code: string;
  url: string;
}

/** What the scenarios hand on to each other (they run in order, on one tournament). */
export interface E2EState {
  apiUrl: string;
  webUrl: string;
  browser: Browser;
  token?: string;
  tournamentId?: string;
  organiserContext?: BrowserContext;
  organiserPage?: Page;
  tables?: PrintedTable[];
  winner?: string;
  submitToProjector?: number[];
  liveMode?: string | null;
  refereeScripts?: { wire: number; parsed: number; html: number };
  /** The referee's phone scenarios' own tables (outbox.e2e.ts). */
  phoneTables?: PhoneTable[];
}
