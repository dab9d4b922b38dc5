// Maximum-weight matching in a general graph: Edmonds' blossom algorithm with the primal-dual
// method, O(n·m·log n)-ish in practice, O(n³) at worst. A TypeScript port of Joris van
// Rantwijk's mwmatching.py (http://jorisvr.nl/maximummatching.html, public domain), kept step for
// step so it can be read beside the original, with these changes:
// - adjacency in flat typed arrays (CSR), so a sparse graph costs O(m), not O(n²), per stage;
// - per-stage resets with `fill` and a reusable scratch array in addBlossom, instead of fresh
//   arrays of size 2n, which made the npm port (edmonds-blossom-fixed) ~10× slower at 2000 teams;
// - an optional greedy start (maxWeightPerfectMatching);
// - no float: with integer weights below 2^50 every dual and slack stays an exact integer
//   (duals start at the largest weight, an S–S slack is even, so delta type 3 halves exactly).

/** An undirected edge between vertices `u` and `v` (0 ≤ u, v < vertexCount). */
export interface WeightedEdge {
  u: number;
  v: number;
  weight: number;
}

/**
 * The matching of largest total weight among those of largest cardinality (when
 * `maxCardinality`), else of largest weight. Returns `mate[v]`: v's partner, or -1.
 */
export function maxWeightMatching(
  vertexCount: number,
  edges: readonly WeightedEdge[],
  maxCardinality = true,
): Int32Array {
  const mate = new Int32Array(vertexCount).fill(-1);
  solve(vertexCount, edges, maxCardinality, false, mate);
  return mate;
}

/**
 * A maximum-weight perfect matching, when the graph has one; else some maximum-cardinality
 * matching (maybe not of maximum weight). Starts from tight greedy pairs: each vertex's dual
 * is its heaviest edge, and edges heaviest for both ends are matched at once. That halves the
 * stages (each a scan of every edge), and is sound for perfect matchings, whose optimality
 * (complementary slackness) puts no condition on vertex duals, only on the tight matched edges.
 */
export function maxWeightPerfectMatching(
  vertexCount: number,
  edges: readonly WeightedEdge[],
): Int32Array {
  const mate = new Int32Array(vertexCount).fill(-1);
  solve(vertexCount, edges, true, true, mate);
  return mate;
}

/** What is left at the end of a solve: the duals and the blossoms (see certified-matching.ts). */
export interface FinalDuals {
  /** The vertex count: vertices are 0..n-1, blossoms n..2n-1. */
  readonly n: number;
  /** dual[v] = 2·y_v and dual[b] = z_b, over the weights solved (×2 after a greedy start). */
  readonly dual: Float64Array;
  /** A vertex's outermost blossom, or itself. */
  readonly inBlossom: Int32Array;
  readonly blossomChilds: ReadonlyArray<readonly number[] | null>;
}

/** The solve, writing partners into `mate`; with `greedyStart`, weights are taken ×2. */
export function solve(
  vertexCount: number,
  edges: readonly WeightedEdge[],
  maxCardinality: boolean,
  greedyStart: boolean,
  mate: Int32Array,
): FinalDuals {
  const state = new Blossoms(vertexCount, edges, maxCardinality, greedyStart ? 2 : 1);
  if (edges.length === 0) return state;
  if (greedyStart) state.greedyStart();
  state.solve();
  for (let v = 0; v < vertexCount; v += 1) {
    const p = state.mate[v] as number;
    mate[v] = p === -1 ? -1 : (state.endpoint[p] as number);
  }
  return state;
}

const FREE = 0;
const S = 1;
const T = 2;
/** A temporary mark of scanBlossom, on top of S. */
const BREADCRUMB = 4;

/** Python's list[j] for a possibly negative j. */
function at(list: readonly number[], j: number): number {
  return list[j < 0 ? j + list.length : j] as number;
}

class Blossoms implements FinalDuals {
  readonly n: number;
  readonly weight: Float64Array;
  /** endpoint[2k] and endpoint[2k+1]: the two ends of edge k; p ^ 1 is the other end of p. */
  readonly endpoint: Int32Array;
  /** The endpoints p (remote ends) of edges at v: neighbours.slice(start[v], start[v + 1]). */
  readonly start: Int32Array;
  readonly neighbours: Int32Array;
  /** mate[v]: the remote endpoint of v's matched edge, or -1. */
  readonly mate: Int32Array;
  readonly label: Int32Array;
  readonly labelEnd: Int32Array;
  readonly inBlossom: Int32Array;
  readonly blossomParent: Int32Array;
  readonly blossomChilds: Array<number[] | null>;
  readonly blossomBase: Int32Array;
  readonly blossomEndps: Array<number[] | null>;
  readonly bestEdge: Int32Array;
  readonly blossomBestEdges: Array<number[] | null>;
  readonly unusedBlossoms: number[] = [];
  readonly dual: Float64Array;
  readonly allowEdge: Uint8Array;
  /** addBlossom's bestedgeto, kept at -1 between calls so it costs O(touched), not O(n). */
  readonly bestEdgeTo: Int32Array;
  queue: number[] = [];

  readonly maxCardinality: boolean;

  constructor(n: number, edges: readonly WeightedEdge[], maxCardinality: boolean, doubled: 1 | 2) {
    this.n = n;
    this.maxCardinality = maxCardinality;
    const m = edges.length;
    this.weight = new Float64Array(m);
    this.endpoint = new Int32Array(2 * m);
    const degree = new Int32Array(n + 1);
    let maxWeight = 0;
    edges.forEach(({ u, v, weight }, k) => {
      this.weight[k] = weight * doubled;
      this.endpoint[2 * k] = u;
      this.endpoint[2 * k + 1] = v;
      degree[u] = (degree[u] as number) + 1;
      degree[v] = (degree[v] as number) + 1;
      maxWeight = Math.max(maxWeight, weight * doubled);
    });
    this.start = new Int32Array(n + 1);
    for (let v = 0; v < n; v += 1)
      this.start[v + 1] = (this.start[v] as number) + (degree[v] as number);
    const fill = this.start.slice(0, n);
    this.neighbours = new Int32Array(2 * m);
    for (let k = 0; k < m; k += 1) {
      const u = this.endpoint[2 * k] as number;
      const v = this.endpoint[2 * k + 1] as number;
      this.neighbours[(fill[u] as number)++] = 2 * k + 1;
      this.neighbours[(fill[v] as number)++] = 2 * k;
    }
    this.mate = new Int32Array(n).fill(-1);
    this.label = new Int32Array(2 * n);
    this.labelEnd = new Int32Array(2 * n).fill(-1);
    this.inBlossom = Int32Array.from({ length: n }, (_, v) => v);
    this.blossomParent = new Int32Array(2 * n).fill(-1);
    this.blossomChilds = new Array<number[] | null>(2 * n).fill(null);
    this.blossomBase = Int32Array.from({ length: 2 * n }, (_, b) => (b < n ? b : -1));
    this.blossomEndps = new Array<number[] | null>(2 * n).fill(null);
    this.bestEdge = new Int32Array(2 * n).fill(-1);
    this.blossomBestEdges = new Array<number[] | null>(2 * n).fill(null);
    for (let b = 2 * n - 1; b >= n; b -= 1) this.unusedBlossoms.push(b);
    this.dual = new Float64Array(2 * n);
    this.dual.fill(maxWeight, 0, n);
    this.allowEdge = new Uint8Array(m);
    this.bestEdgeTo = new Int32Array(2 * n).fill(-1);
  }

  /**
   * Needs weights given ×2 (`doubled`): then every starting dual is even, so all free vertices'
   * duals share a parity, tight edges carry it through each tree, and every S–S slack stays even:
   * delta type 3 (half a slack) remains an exact integer, as in the original.
   */
  greedyStart(): void {
    for (let v = 0; v < this.n; v += 1) {
      let heaviest = -Infinity;
      for (let i = this.start[v] as number; i < (this.start[v + 1] as number); i += 1)
        heaviest = Math.max(heaviest, this.weight[(this.neighbours[i] as number) >> 1] as number);
      if (heaviest > -Infinity) this.dual[v] = heaviest;
    }
    for (let v = 0; v < this.n; v += 1) {
      for (let i = this.start[v] as number; i < (this.start[v + 1] as number); i += 1) {
        if (this.mate[v] !== -1) break;
        const p = this.neighbours[i] as number;
        if (this.mate[this.endpoint[p] as number] !== -1 || this.slack(p >> 1) !== 0) continue;
        this.mate[v] = p;
        this.mate[this.endpoint[p] as number] = p ^ 1;
      }
    }
  }

  slack(k: number): number {
    return (
      (this.dual[this.endpoint[2 * k] as number] as number) +
      (this.dual[this.endpoint[2 * k + 1] as number] as number) -
      2 * (this.weight[k] as number)
    );
  }

  leaves(b: number, out: number[] = []): number[] {
    if (b < this.n) out.push(b);
    else for (const t of this.blossomChilds[b] as number[]) this.leaves(t, out);
    return out;
  }

  assignLabel(w: number, t: number, p: number): void {
    const b = this.inBlossom[w] as number;
    this.label[w] = this.label[b] = t;
    this.labelEnd[w] = this.labelEnd[b] = p;
    this.bestEdge[w] = this.bestEdge[b] = -1;
    if (t === S) {
      this.leaves(b, this.queue);
    } else {
      const base = this.blossomBase[b] as number;
      const mateBase = this.mate[base] as number;
      this.assignLabel(this.endpoint[mateBase] as number, S, mateBase ^ 1);
    }
  }

  /** The base of the new blossom found through edge (v, w), or -1 for an augmenting path. */
  scanBlossom(v0: number, w0: number): number {
    const path: number[] = [];
    let base = -1;
    let v = v0;
    let w = w0;
    while (v !== -1 || w !== -1) {
      let b = this.inBlossom[v] as number;
      if ((this.label[b] as number) & BREADCRUMB) {
        base = this.blossomBase[b] as number;
        break;
      }
      path.push(b);
      this.label[b] = S | BREADCRUMB;
      if (this.labelEnd[b] === -1) {
        v = -1;
      } else {
        v = this.endpoint[this.labelEnd[b] as number] as number;
        b = this.inBlossom[v] as number;
        v = this.endpoint[this.labelEnd[b] as number] as number;
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) this.label[b] = S;
    return base;
  }

  addBlossom(base: number, k: number): void {
    let v = this.endpoint[2 * k] as number;
    let w = this.endpoint[2 * k + 1] as number;
    const bb = this.inBlossom[base] as number;
    let bv = this.inBlossom[v] as number;
    let bw = this.inBlossom[w] as number;
    const b = this.unusedBlossoms.pop() as number;
    this.blossomBase[b] = base;
    this.blossomParent[b] = -1;
    this.blossomParent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      this.blossomParent[bv] = b;
      path.push(bv);
      endps.push(this.labelEnd[bv] as number);
      v = this.endpoint[this.labelEnd[bv] as number] as number;
      bv = this.inBlossom[v] as number;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      this.blossomParent[bw] = b;
      path.push(bw);
      endps.push((this.labelEnd[bw] as number) ^ 1);
      w = this.endpoint[this.labelEnd[bw] as number] as number;
      bw = this.inBlossom[w] as number;
    }
    this.blossomChilds[b] = path;
    this.blossomEndps[b] = endps;
    this.label[b] = S;
    this.labelEnd[b] = this.labelEnd[bb] as number;
    this.dual[b] = 0;
    for (const leaf of this.leaves(b)) {
      if (this.label[this.inBlossom[leaf] as number] === T) this.queue.push(leaf);
      this.inBlossom[leaf] = b;
    }
    this.collectBestEdges(b, path);
  }

  /** The least-slack edge from the new blossom b to each other S-blossom. */
  collectBestEdges(b: number, path: readonly number[]): void {
    const touched: number[] = [];
    const consider = (k: number): void => {
      let j = this.endpoint[2 * k + 1] as number;
      if (this.inBlossom[j] === b) j = this.endpoint[2 * k] as number;
      const bj = this.inBlossom[j] as number;
      if (bj === b || this.label[bj] !== S) return;
      const current = this.bestEdgeTo[bj] as number;
      if (current === -1) touched.push(bj);
      if (current === -1 || this.slack(k) < this.slack(current)) this.bestEdgeTo[bj] = k;
    };
    for (const bv of path) {
      const known = this.blossomBestEdges[bv];
      if (known) {
        for (const k of known) consider(k);
      } else {
        for (const leaf of this.leaves(bv))
          for (let i = this.start[leaf] as number; i < (this.start[leaf + 1] as number); i += 1)
            consider((this.neighbours[i] as number) >> 1);
      }
      this.blossomBestEdges[bv] = null;
      this.bestEdge[bv] = -1;
    }
    const best: number[] = [];
    let bestK = -1;
    for (const bj of touched) {
      const k = this.bestEdgeTo[bj] as number;
      this.bestEdgeTo[bj] = -1;
      best.push(k);
      if (bestK === -1 || this.slack(k) < this.slack(bestK)) bestK = k;
    }
    this.blossomBestEdges[b] = best;
    this.bestEdge[b] = bestK;
  }

  expandBlossom(b: number, endStage: boolean): void {
    const childs = this.blossomChilds[b] as number[];
    const endps = this.blossomEndps[b] as number[];
    for (const s of childs) {
      this.blossomParent[s] = -1;
      if (s < this.n) this.inBlossom[s] = s;
      else if (endStage && this.dual[s] === 0) this.expandBlossom(s, endStage);
      else for (const leaf of this.leaves(s)) this.inBlossom[leaf] = s;
    }
    if (!endStage && this.label[b] === T) this.relabelExpandedT(b, childs, endps);
    this.label[b] = this.labelEnd[b] = -1;
    this.blossomChilds[b] = this.blossomEndps[b] = null;
    this.blossomBase[b] = -1;
    this.blossomBestEdges[b] = null;
    this.bestEdge[b] = -1;
    this.unusedBlossoms.push(b);
  }

  /** An expanded T-blossom: its sub-blossoms from the entry child to the base become T/S. */
  relabelExpandedT(b: number, childs: readonly number[], endps: readonly number[]): void {
    const entryChild = this.inBlossom[
      this.endpoint[(this.labelEnd[b] as number) ^ 1] as number
    ] as number;
    let j = childs.indexOf(entryChild);
    let jStep: number;
    let endpTrick: number;
    if (j & 1) {
      j -= childs.length;
      jStep = 1;
      endpTrick = 0;
    } else {
      jStep = -1;
      endpTrick = 1;
    }
    let p = this.labelEnd[b] as number;
    while (j !== 0) {
      this.label[this.endpoint[p ^ 1] as number] = 0;
      this.label[this.endpoint[at(endps, j - endpTrick) ^ endpTrick ^ 1] as number] = 0;
      this.assignLabel(this.endpoint[p ^ 1] as number, T, p);
      this.allowEdge[at(endps, j - endpTrick) >> 1] = 1;
      j += jStep;
      p = at(endps, j - endpTrick) ^ endpTrick;
      this.allowEdge[p >> 1] = 1;
      j += jStep;
    }
    let bv = at(childs, j);
    this.label[this.endpoint[p ^ 1] as number] = this.label[bv] = T;
    this.labelEnd[this.endpoint[p ^ 1] as number] = this.labelEnd[bv] = p;
    this.bestEdge[bv] = -1;
    j += jStep;
    while (at(childs, j) !== entryChild) {
      bv = at(childs, j);
      j += jStep;
      if (this.label[bv] === S) continue;
      const labelled = this.leaves(bv).find((leaf) => this.label[leaf] !== FREE);
      if (labelled !== undefined) {
        this.label[labelled] = FREE;
        const mateBase = this.mate[this.blossomBase[bv] as number] as number;
        this.label[this.endpoint[mateBase] as number] = FREE;
        this.assignLabel(labelled, T, this.labelEnd[labelled] as number);
      }
    }
  }

  /** Swaps matched and unmatched edges inside blossom b so that vertex v becomes its base. */
  augmentBlossom(b: number, v: number): void {
    let t = v;
    while (this.blossomParent[t] !== b) t = this.blossomParent[t] as number;
    if (t >= this.n) this.augmentBlossom(t, v);
    const childs = this.blossomChilds[b] as number[];
    const endps = this.blossomEndps[b] as number[];
    const i = childs.indexOf(t);
    let j = i;
    let jStep: number;
    let endpTrick: number;
    if (i & 1) {
      j -= childs.length;
      jStep = 1;
      endpTrick = 0;
    } else {
      jStep = -1;
      endpTrick = 1;
    }
    while (j !== 0) {
      j += jStep;
      t = at(childs, j);
      const p = at(endps, j - endpTrick) ^ endpTrick;
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p] as number);
      j += jStep;
      t = at(childs, j);
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p ^ 1] as number);
      this.mate[this.endpoint[p] as number] = p ^ 1;
      this.mate[this.endpoint[p ^ 1] as number] = p;
    }
    this.blossomChilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    this.blossomEndps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    this.blossomBase[b] = this.blossomBase[
      (this.blossomChilds[b] as number[])[0] as number
    ] as number;
  }

  augmentMatching(k: number): void {
    for (const [start, startP] of [
      [this.endpoint[2 * k] as number, 2 * k + 1],
      [this.endpoint[2 * k + 1] as number, 2 * k],
    ] as const) {
      let s: number = start;
      let p: number = startP;
      for (;;) {
        const bs = this.inBlossom[s] as number;
        if (bs >= this.n) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelEnd[bs] === -1) break;
        const t = this.endpoint[this.labelEnd[bs] as number] as number;
        const bt = this.inBlossom[t] as number;
        s = this.endpoint[this.labelEnd[bt] as number] as number;
        const j = this.endpoint[(this.labelEnd[bt] as number) ^ 1] as number;
        if (bt >= this.n) this.augmentBlossom(bt, j);
        this.mate[j] = this.labelEnd[bt] as number;
        p = (this.labelEnd[bt] as number) ^ 1;
      }
    }
  }

  solve(): void {
    for (let stage = 0; stage < this.n; stage += 1) {
      this.label.fill(FREE);
      this.bestEdge.fill(-1);
      this.blossomBestEdges.fill(null, this.n);
      this.allowEdge.fill(0);
      this.queue = [];
      for (let v = 0; v < this.n; v += 1)
        if (this.mate[v] === -1 && this.label[this.inBlossom[v] as number] === FREE)
          this.assignLabel(v, S, -1);
      if (!this.runStage()) break;
      for (let b = this.n; b < 2 * this.n; b += 1)
        if (
          this.blossomParent[b] === -1 &&
          (this.blossomBase[b] as number) >= 0 &&
          this.label[b] === S &&
          this.dual[b] === 0
        )
          this.expandBlossom(b, true);
    }
  }

  /** Grows alternating trees and adjusts duals until an augmentation (true) or optimum (false). */
  runStage(): boolean {
    for (;;) {
      if (this.scanQueue()) return true;
      const step = this.dualStep();
      if (step.type === 1) return false;
      if (step.type === 4) {
        this.expandBlossom(step.blossom, false);
      } else {
        this.allowEdge[step.edge] = 1;
        let i = this.endpoint[2 * step.edge] as number;
        if (this.label[this.inBlossom[i] as number] === FREE)
          i = this.endpoint[2 * step.edge + 1] as number;
        this.queue.push(i);
      }
    }
  }

  /** Scans the S-vertices in the queue; true once the matching was augmented. */
  scanQueue(): boolean {
    while (this.queue.length > 0) {
      const v = this.queue.pop() as number;
      for (let i = this.start[v] as number; i < (this.start[v + 1] as number); i += 1) {
        const p = this.neighbours[i] as number;
        const k = p >> 1;
        const w = this.endpoint[p] as number;
        if (this.inBlossom[v] === this.inBlossom[w]) continue;
        let kSlack = 0;
        if (!this.allowEdge[k]) {
          kSlack = this.slack(k);
          if (kSlack <= 0) this.allowEdge[k] = 1;
        }
        const labelW = this.label[this.inBlossom[w] as number] as number;
        if (this.allowEdge[k]) {
          if (labelW === FREE) {
            this.assignLabel(w, T, p ^ 1);
          } else if (labelW === S) {
            const base = this.scanBlossom(v, w);
            if (base < 0) {
              this.augmentMatching(k);
              return true;
            }
            this.addBlossom(base, k);
          } else if (this.label[w] === FREE) {
            this.label[w] = T;
            this.labelEnd[w] = p ^ 1;
          }
        } else if (labelW === S) {
          const b = this.inBlossom[v] as number;
          const best = this.bestEdge[b] as number;
          if (best === -1 || kSlack < this.slack(best)) this.bestEdge[b] = k;
        } else if (this.label[w] === FREE) {
          const best = this.bestEdge[w] as number;
          if (best === -1 || kSlack < this.slack(best)) this.bestEdge[w] = k;
        }
      }
    }
    return false;
  }

  /** Chooses the largest dual change that keeps every slack ≥ 0, and applies it. */
  dualStep(): { type: 1 } | { type: 2 | 3; edge: number } | { type: 4; blossom: number } {
    const n = this.n;
    let type = -1;
    let delta = 0;
    let edge = -1;
    let blossom = -1;
    if (!this.maxCardinality) {
      type = 1;
      delta = this.minVertexDual();
    }
    for (let v = 0; v < n; v += 1) {
      const best = this.bestEdge[v] as number;
      if (this.label[this.inBlossom[v] as number] === FREE && best !== -1) {
        const d = this.slack(best);
        if (type === -1 || d < delta) [type, delta, edge] = [2, d, best];
      }
    }
    for (let b = 0; b < 2 * n; b += 1) {
      const best = this.bestEdge[b] as number;
      if (this.blossomParent[b] === -1 && this.label[b] === S && best !== -1) {
        const d = this.slack(best) / 2;
        if (type === -1 || d < delta) [type, delta, edge] = [3, d, best];
      }
    }
    for (let b = n; b < 2 * n; b += 1) {
      const d = this.dual[b] as number;
      if (
        (this.blossomBase[b] as number) >= 0 &&
        this.blossomParent[b] === -1 &&
        this.label[b] === T &&
        (type === -1 || d < delta)
      )
        [type, delta, blossom] = [4, d, b];
    }
    if (type === -1) {
      type = 1;
      delta = Math.max(0, this.minVertexDual());
    }
    this.applyDelta(delta);
    if (type === 1) return { type: 1 };
    if (type === 4) return { type: 4, blossom };
    return { type: type === 2 ? 2 : 3, edge };
  }

  minVertexDual(): number {
    let min = Infinity;
    for (let v = 0; v < this.n; v += 1) min = Math.min(min, this.dual[v] as number);
    return min;
  }

  applyDelta(delta: number): void {
    for (let v = 0; v < this.n; v += 1) {
      const label = this.label[this.inBlossom[v] as number];
      if (label === S) this.dual[v] = (this.dual[v] as number) - delta;
      else if (label === T) this.dual[v] = (this.dual[v] as number) + delta;
    }
    for (let b = this.n; b < 2 * this.n; b += 1) {
      if ((this.blossomBase[b] as number) < 0 || this.blossomParent[b] !== -1) continue;
      if (this.label[b] === S) this.dual[b] = (this.dual[b] as number) + delta;
      else if (this.label[b] === T) this.dual[b] = (this.dual[b] as number) - delta;
    }
  }
}
