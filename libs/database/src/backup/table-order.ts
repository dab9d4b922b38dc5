/** A table and the tables its foreign keys point at (itself excluded). */
export interface TableLinks {
  name: string;
  parents: string[];
}

/**
 * The tables with every parent before its children, so rows can be loaded in this order with
 * every foreign key checked as it goes; ties by name, so the order is the same at every run.
 * Throws on a cycle of foreign keys (Marque's schema has none).
 */
export function dependencyOrder(tables: readonly TableLinks[]): string[] {
  const known = new Set(tables.map((table) => table.name));
  const waiting = new Map(
    tables.map((table) => [table.name, new Set(table.parents.filter((p) => known.has(p)))]),
  );
  const order: string[] = [];
  while (waiting.size > 0) {
    const ready = [...waiting].filter(([, parents]) => parents.size === 0).map(([name]) => name);
    if (ready.length === 0)
      throw new Error(`Foreign keys form a cycle between ${[...waiting.keys()].join(', ')}`);
    for (const name of ready.sort()) {
      order.push(name);
      waiting.delete(name);
      for (const parents of waiting.values()) parents.delete(name);
    }
  }
  return order;
}
