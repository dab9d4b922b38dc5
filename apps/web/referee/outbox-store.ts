import type { ApiErrorBody, DealBody, TableView } from '../lib/api-types';
import { readStoredJson, writeStoredJson } from '../lib/session';
import type { OutboxKeeper } from './outbox-controller';
import type { OwnDeal, QueuedDeal, RefusedDeal } from './outbox-state';

const DATABASE = 'marque-referee';
const STORE = 'outbox';

/** What a phone keeps of a table between visits. */
export interface KeptTable {
  queue: QueuedDeal[];
  draft: RefusedDeal | null;
  /** The deals this phone recorded lately (localStorage). */
  own: OwnDeal[];
  table: TableView | null;
  tableAt: number | null;
}

/**
 * One deal of the outbox per IndexedDB record, waiting or refused. Each page writes and deletes
 * only the deals it knows: two tabs on one table (the QR code scanned twice) never erase each
 * other's deals, and the next visit finds them all.
 */
type OutboxRecord =
  | { key: string; tableId: string; refereeCode: string; kind: 'queued'; deal: QueuedDeal }
  | { key: string; tableId: string; refereeCode: string; kind: 'draft'; draft: RefusedDeal };

/** A deal kept by the page before the outbox knew deal numbers. */
export interface EarlierRecord {
  key: string;
  tableId: string;
  body: DealBody;
  createdAt: number;
  attempts: number;
  state: 'pending' | 'rejected';
  error?: ApiErrorBody;
}

type StoredRecord = OutboxRecord | EarlierRecord;

/**
 * The outbox in IndexedDB, which survives a reload, a closed tab and a dead battery, and the last
 * sheet read in localStorage. Where IndexedDB is missing (a private window of some browsers) the
 * outbox lives in memory for the visit.
 */
export function openOutboxStore(
  tableId: string,
  code: string,
): { load(): Promise<KeptTable>; keeper: OutboxKeeper } {
  const records = recordStore();
  // The records this page is answerable for: what it loaded, then what it wrote.
  let mine = new Set<string>();
  return {
    async load() {
      const stored = (await records.all().catch(() => [])).filter(
        (record) => record.tableId === tableId,
      );
      mine = new Set(stored.map((record) => record.key));
      const outbox = stored.filter((record): record is OutboxRecord => 'kind' in record);
      const queued = outbox.flatMap((record) => (record.kind === 'queued' ? [record.deal] : []));
      const drafts = outbox.flatMap((record) => (record.kind === 'draft' ? [record.draft] : []));
      const earlier = fromEarlier(
        stored.filter((record): record is EarlierRecord => 'body' in record),
      );
      const [draft = null, ...moreDrafts] = [...drafts, ...(earlier.draft ? [earlier.draft] : [])];
      // A second refused deal (from another tab) is sent again: refused again, it comes back.
      const again = moreDrafts.map(({ reason: _r, error: _e, other: _o, ...deal }) => ({
        ...deal,
        maybeSent: false,
      }));
      return {
        queue: [...queued, ...earlier.queue, ...again].sort((a, b) => a.typedAt - b.typedAt),
        draft,
        own: readStoredJson<OwnDeal[]>(`marque.own.${code}`) ?? [],
        table: readStoredJson<TableView>(`marque.table.${code}`),
        tableAt: readStoredJson<number>(`marque.tableAt.${code}`),
      };
    },
    keeper: {
      async saveOutbox({ queue, draft, own }) {
        writeStoredJson(`marque.own.${code}`, own);
        const base = { tableId, refereeCode: code };
        const kept: OutboxRecord[] = [
          ...queue.map((deal) => ({ ...base, key: deal.key, kind: 'queued' as const, deal })),
          ...(draft ? [{ ...base, key: `draft:${draft.key}`, kind: 'draft' as const, draft }] : []),
        ];
        const keys = new Set(kept.map((record) => record.key));
        await records.replace(
          kept,
          [...mine].filter((key) => !keys.has(key)),
        );
        mine = keys;
      },
      saveTable(table, at) {
        writeStoredJson(`marque.table.${code}`, table);
        writeStoredJson(`marque.tableAt.${code}`, at);
      },
    },
  };
}

/**
 * Deals kept by the earlier page: they wait with no number (bound when the server answers); one
 * attempted may be on the server, and its key will tell; a refused one is the referee's again.
 */
export function fromEarlier(records: EarlierRecord[]): Pick<KeptTable, 'queue' | 'draft'> {
  const sorted = [...records].sort((a, b) => a.createdAt - b.createdAt);
  const queue: QueuedDeal[] = [];
  let draft: RefusedDeal | null = null;
  for (const record of sorted) {
    const deal = {
      key: record.key,
      intent: record.key,
      number: null,
      body: record.body,
      typedAt: record.createdAt,
    };
    if (record.state === 'rejected' && !draft) {
      draft = { ...deal, reason: 'checking', error: record.error ?? null, other: null };
    } else {
      queue.push({ ...deal, maybeSent: record.attempts > 0 });
    }
  }
  return { queue, draft };
}

interface RecordStore {
  all(): Promise<StoredRecord[]>;
  /** Writes `kept` and deletes `stale`, in one transaction. */
  replace(kept: OutboxRecord[], stale: string[]): Promise<void>;
}

function recordStore(): RecordStore {
  if (typeof indexedDB === 'undefined') return memoryStore();
  const database = new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
  });
  return {
    all: () =>
      database.then(
        (db) =>
          new Promise((resolve, reject) => {
            const request = db.transaction(STORE, 'readonly').objectStore(STORE).getAll();
            request.onsuccess = () =>
              resolve(request.result as Array<OutboxRecord | EarlierRecord>);
            request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
          }),
      ),
    replace: (kept, stale) =>
      database.then(
        (db) =>
          new Promise<void>((resolve, reject) => {
            const transaction = db.transaction(STORE, 'readwrite');
            const store = transaction.objectStore(STORE);
            for (const record of kept) store.put(record);
            for (const key of stale) store.delete(key);
            // Resolved on commit: the deal is on disk before it is first sent.
            transaction.oncomplete = () => resolve();
            transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
          }),
      ),
  };
}

/** Without IndexedDB: the pages of this visit share one store, as tabs share IndexedDB. */
const memory = new Map<string, StoredRecord>();

function memoryStore(): RecordStore {
  const records = memory;
  return {
    all: async () => [...records.values()],
    replace: async (kept, stale) => {
      for (const key of stale) records.delete(key);
      for (const record of kept) records.set(record.key, record);
    },
  };
}
