import type { OutboxItem } from './outbox';

const DATABASE = 'marque-referee';
const STORE = 'outbox';

/**
 * The outbox in IndexedDB: it survives a reload, a closed tab and a dead battery. Where
 * IndexedDB is missing (a private window of some browsers) it lives in memory for the visit.
 */
export interface OutboxStore {
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(key: string): Promise<void>;
}

export function openOutboxStore(): OutboxStore {
  if (typeof indexedDB === 'undefined') return memoryStore();
  const database = new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
  });
  const run = <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) =>
    database.then(
      (db) =>
        new Promise<T>((resolve, reject) => {
          const transaction = db.transaction(STORE, mode);
          const request = work(transaction.objectStore(STORE));
          // Resolved on commit, not on the request: the item is on disk when put() returns.
          transaction.oncomplete = () => resolve(request.result);
          transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
        }),
    );
  return {
    all: () => run('readonly', (store) => store.getAll() as IDBRequest<OutboxItem[]>),
    put: async (item) => {
      await run('readwrite', (store) => store.put(item));
    },
    remove: async (key) => {
      await run('readwrite', (store) => store.delete(key));
    },
  };
}

function memoryStore(): OutboxStore {
  const items = new Map<string, OutboxItem>();
  return {
    all: async () => [...items.values()],
    put: async (item) => void items.set(item.key, item),
    remove: async (key) => void items.delete(key),
  };
}
