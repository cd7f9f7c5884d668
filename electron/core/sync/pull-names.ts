import { foldText } from '../../../shared/text-fold';
import type { Limiter } from './pull-limit';

/*
 * Lists that have no paging, only a name filter (contains, case- and maybe accent-insensitive) and
 * at most LIMIT records an answer: companies, contacts, projects (issue 12 point 2). A fragment
 * answering fewer than LIMIT is complete: every record whose name contains it is in the answer.
 * One answering LIMIT is "saturated" (cut short) and never asked again; its records still count.
 *
 * The plan: ask the unfiltered list (a sample; the whole list when it is not full) together with the
 * fragments the last refresh learned, then, while some seen name is not in a complete answer, choose
 * fragments that cover those names greedily (most uncovered names first, then the shortest, which
 * are the likeliest to catch names not seen yet), each estimated to answer below FILL * LIMIT, and
 * ask them together. Estimates: a fragment answers at least the seen names containing it, and about
 * its share of the unfiltered sample times the estimated total. The fragments that ended up covering
 * every seen name are returned, to be stored and asked first next time.
 *
 * Limit: a name that contains no chosen fragment and is neither in the unfiltered answer nor in any
 * saturated one is not seen (the API offers no way to list it); such lists are never "complete".
 */

const LIMIT = 500;
/** The smallest cap a remote may apply silently, whatever `limit` says (psa-api.md: 50). */
const SILENT_CAP = 50;
/** Fragments are aimed at this share of the limit, so that a misjudged one rarely saturates. */
const FILL = 0.85;
/** Longest fragment tried, beyond the whole name. */
const MAX_FRAGMENT = 8;
const MAX_ROUNDS = 8;
/** The total assumed before anything but the first (full) unfiltered answer is known. */
const PRIOR_TOTAL = 4 * LIMIT;

/** Whether an answer may have been cut short by a cap, so that more records may exist. */
export function saturated(length: number, asked = LIMIT): boolean {
  return length >= asked || (length === SILENT_CAP && asked > SILENT_CAP);
}

/** What the last refresh learned about a list: the fragments that covered it and its size. */
export interface Learned {
  fragments: string[];
  total: number;
}

/** A fetched list by name fragments; `complete` when it is known to hold every record. */
interface NamePull<T> {
  items: T[];
  complete: boolean;
  /** What to store for the next refresh (null: the unfiltered answer held everything). */
  learned: Learned | null;
}

interface Seen {
  lower: string;
  folded: string;
}

/** Distinct fragments of a lower-cased name: substrings up to MAX_FRAGMENT chars and the whole name, no outer spaces. */
function fragmentsOf(lower: string): Set<string> {
  const out = new Set<string>();
  const chars = [...lower];
  for (let i = 0; i < chars.length; i++) {
    if (/\s/u.test(chars[i] as string)) continue;
    let f = '';
    for (let j = i; j < Math.min(chars.length, i + MAX_FRAGMENT); j++) {
      f += chars[j] as string;
      if (!/\s/u.test(chars[j] as string)) out.add(f);
    }
  }
  const whole = lower.trim();
  if (whole) out.add(whole);
  return out;
}

/** Counts, per folded fragment, the names containing it. */
function countFolded(names: Iterable<Seen>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const n of names) for (const f of fragmentsOf(n.folded)) counts.set(f, (counts.get(f) ?? 0) + 1);
  return counts;
}

/**
 * Chooses fragments covering the `uncovered` names greedily, by their weight (a fragment must gain
 * at least 2), each estimated below FILL * LIMIT. A name is taken as covered by a
 * fragment only when its lower-cased and its folded name both contain it (true whether or not the
 * remote folds accents); sizes are estimated on folded names (the larger count).
 */
function chooseFragments(
  uncovered: Map<bigint, Seen>,
  seen: Map<bigint, Seen>,
  sample: Seen[],
  total: number,
  excluded: (f: string) => boolean,
  weight: (id: bigint) => number,
): string[] {
  const inSeen = countFolded(seen.values());
  const inSample = countFolded(sample);
  const estimate = (f: string) => {
    const k = foldText(f);
    return Math.max(inSeen.get(k) ?? 0, ((inSample.get(k) ?? 0) / Math.max(1, sample.length)) * total);
  };
  const gain = new Map<string, number>();
  const byName = new Map<bigint, string[]>();
  for (const [id, n] of uncovered) {
    const own = [...fragmentsOf(n.lower)].filter((f) => n.folded.includes(foldText(f)));
    byName.set(id, own);
    for (const f of own) gain.set(f, (gain.get(f) ?? 0) + weight(id));
  }
  for (const f of gain.keys()) if (excluded(f) || estimate(f) > FILL * LIMIT) gain.delete(f);
  const picks: string[] = [];
  const left = new Set(uncovered.keys());
  while (left.size > 0 && gain.size > 0) {
    let best: string | undefined;
    let bestGain = 0;
    for (const [f, g] of gain) {
      if (g > bestGain || (g === bestGain && best !== undefined && f.length < best.length)) {
        best = f;
        bestGain = g;
      }
    }
    if (best === undefined || bestGain < 2) break;
    picks.push(best);
    gain.delete(best);
    for (const id of [...left]) {
      const own = byName.get(id) ?? [];
      if (!own.includes(best)) continue;
      left.delete(id);
      for (const f of own) {
        const g = gain.get(f);
        if (g !== undefined) gain.set(f, g - weight(id));
      }
    }
  }
  return picks;
}

/**
 * Every record of a list without paging, by name fragments (see the file comment), up to the
 * limiter's requests in flight. `learned` is what the last refresh stored (or null).
 */
export async function fetchByName<T>(
  list: (name: string | undefined, limit: number) => Promise<T[]>,
  idOf: (t: T) => bigint,
  nameOf: (t: T) => string | null | undefined,
  learned: Learned | null,
  limit: Limiter,
): Promise<NamePull<T>> {
  const byId = new Map<bigint, T>();
  const seen = new Map<bigint, Seen>();
  const covered = new Set<bigint>();
  const complete = new Map<string, bigint[]>();
  const full = new Set<string>();
  const asked = new Set<string>();
  let sample: Seen[] = [];
  let sampleIds: bigint[] = [];
  let plainComplete = false;

  const ask = async (fragments: (string | undefined)[]) => {
    const answers = await Promise.all(
      fragments.map((f) => {
        if (f !== undefined) asked.add(f);
        return limit(() => list(f, LIMIT));
      }),
    );
    answers.forEach((items, i) => {
      const f = fragments[i];
      const ids: bigint[] = [];
      const names: Seen[] = [];
      for (const t of items) {
        const id = idOf(t);
        const lower = (nameOf(t) ?? '').trim().toLowerCase();
        const s = { lower, folded: foldText(lower) };
        byId.set(id, t);
        seen.set(id, s);
        ids.push(id);
        names.push(s);
      }
      const cut = saturated(items.length);
      if (f === undefined) {
        sample = names;
        sampleIds = ids;
        plainComplete = !cut;
      } else if (cut) full.add(foldText(f));
      else {
        complete.set(f, ids);
        for (const id of ids) covered.add(id);
      }
    });
  };

  await ask([undefined, ...(learned?.fragments ?? [])]);
  if (plainComplete) return { items: [...byId.values()], complete: true, learned: null };

  // A fragment inside a saturated one answers at least as many: it would saturate too.
  const excluded = (f: string) => {
    const k = foldText(f);
    if (asked.has(f) || full.has(k)) return true;
    for (const s of full) if (s.includes(k)) return true;
    return false;
  };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const uncovered = new Map([...seen].filter(([id, s]) => !covered.has(id) && s.lower !== ''));
    if (uncovered.size === 0) break;
    // A name of the unfiltered answer alone is not worth a request (that answer brings it again);
    // one seen only in a cut-short answer is.
    const inPlain = new Set(sampleIds);
    const weight = (id: bigint) => (inPlain.has(id) ? 1 : 2);
    const picks = chooseFragments(uncovered, seen, sample, estimateTotal(), excluded, weight);
    if (picks.length === 0) break;
    await ask(picks);
  }
  return { items: [...byId.values()], complete: false, learned: { fragments: cover(), total: seen.size } };

  /** The total: at least what was seen; scaled by the share of the sample the complete answers hold. */
  function estimateTotal(): number {
    const share =
      sampleIds.length === 0 ? 0 : sampleIds.filter((id) => covered.has(id)).length / sampleIds.length;
    const prior = Math.max(PRIOR_TOTAL, learned?.total ?? 0);
    return Math.max(seen.size, share > 0.05 ? covered.size / share : prior);
  }

  /** The fewest complete fragments (greedy) that hold every covered record: next refresh's first round. */
  function cover(): string[] {
    const left = new Set(covered);
    const out: string[] = [];
    const sets = [...complete];
    while (left.size > 0) {
      let best: [string, bigint[]] | undefined;
      let bestGain = 0;
      for (const entry of sets) {
        const g = entry[1].filter((id) => left.has(id)).length;
        if (g > bestGain) {
          best = entry;
          bestGain = g;
        }
      }
      if (!best) break;
      out.push(best[0]);
      for (const id of best[1]) left.delete(id);
    }
    return out;
  }
}
