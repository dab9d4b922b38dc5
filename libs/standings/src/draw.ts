/**
 * The random draw fixed when the tournament is created, as one 32-bit number per team: a hash
 * of the seed and the team's id (FNV-1a, then murmur3's finaliser so close ids spread). Each
 * team's number depends on nothing else, so a late entry gets its own place without redrawing
 * anyone, and the same seed always gives the same order.
 */
export function drawNumber(seed: number, teamId: string): number {
  const text = `${seed}:${teamId}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export interface DrawTeam {
  id: string;
  name: string;
}

// A fixed locale (the root collation), so the order does not depend on the server's.
const byName = new Intl.Collator('und');

/**
 * The last criterion, which never leaves two teams level: the drawn number (lower first) when
 * there is a seed, else the name; the id settles a clash of either.
 */
export function drawOrder(seed: number | undefined): (a: DrawTeam, b: DrawTeam) => number {
  if (seed === undefined) return (a, b) => byName.compare(a.name, b.name) || compareIds(a, b);
  const numbers = new Map<string, number>();
  const numberOf = (id: string) => {
    let drawn = numbers.get(id);
    if (drawn === undefined) {
      drawn = drawNumber(seed, id);
      numbers.set(id, drawn);
    }
    return drawn;
  };
  return (a, b) => numberOf(a.id) - numberOf(b.id) || compareIds(a, b);
}

function compareIds(a: DrawTeam, b: DrawTeam): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
