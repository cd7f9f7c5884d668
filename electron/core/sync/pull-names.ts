import { foldText } from '../../../shared/text-fold';
import type { Limiter } from './pull-limit';

/*
 * Lists that have no paging, only a name filter (contains, case- and maybe accent-insensitive) and
 * at most LIMIT records an answer: companies, contacts, projects (issue 12 point 2). A fragment
 * answering fewer than LIMIT is complete: every record whose name contains it is in the answer.
 * One answering LIMIT is "saturated" (cut short) and never asked again; its records still count.
 *
 * The plan: ask the unfiltered list (a sample; the whole list when it is not full) together with the
 * fragments the last refresh learned, then, while some word of the names seen contains no complete
 * fragment, choose fragments that cover those words greedily (most uncovered words first, then the
 * shortest, which are the likeliest to catch names not seen yet), each estimated to answer below
 * FILL * LIMIT, and ask them together. Estimates: a fragment answers at least the seen names containing it, and about
 * its share of the unfiltered sample times the estimated total. The fragments that ended up covering
 * every seen name are returned, to be stored and asked first next time.
 *
 * Limit: a name made only of words never seen (nor containing a chosen fragment) that is in neither
 * the unfiltered answer nor a saturated one is not found (the API offers no way to list it); such
 * lists are never "complete", so they delete nothing.
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

/** How many of `names` contain folded fragment `k`. */
function countIn(names: Seen[], k: string): number {
  let n = 0;
  for (const x of names) if (x.folded.includes(k)) n++;
  return n;
}

/** A word of the names seen, with the weight of the names it is in. */
interface Word extends Seen {
  weight: number;
}

const folds = new Map<string, string>();
/** foldText, remembered for the short fragments asked again and again. */
function foldOf(f: string): string {
  let k = folds.get(f);
  if (k === undefined) {
    if (folds.size > 10_000) folds.clear();
    k = foldText(f);
    folds.set(f, k);
  }
  return k;
}

/** Whether fragment `f` (lower case) is found in `w` whether or not the remote folds accents. */
const within = (f: string, w: Seen) => w.lower.includes(f) && w.folded.includes(foldOf(f));

/**
 * Chooses fragments covering the `uncovered` words greedily by weight (a fragment must gain at
 * least 2), each estimated below FILL * LIMIT; sizes are estimated on folded names.
 */
function chooseFragments(
  uncovered: Word[],
  seen: Seen[],
  sample: Seen[],
  total: number,
  excluded: (f: string) => boolean,
): string[] {
  const estimate = (f: string) => {
    const k = foldOf(f);
    return Math.max(countIn(seen, k), (countIn(sample, k) / Math.max(1, sample.length)) * total);
  };
  const gain = new Map<string, number>();
  const own = uncovered.map((w) => [...fragmentsOf(w.lower)].filter((f) => within(f, w)));
  uncovered.forEach((w, i) => {
    for (const f of own[i] ?? []) gain.set(f, (gain.get(f) ?? 0) + w.weight);
  });
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
    gain.delete(best);
    // Judged only when it would be picked: estimating every candidate costs more than the requests.
    if (excluded(best) || estimate(best) > FILL * LIMIT) continue;
    picks.push(best);
    for (const i of [...left]) {
      const mine = own[i] ?? [];
      if (!mine.includes(best)) continue;
      left.delete(i);
      for (const f of mine) {
        const g = gain.get(f);
        if (g !== undefined) gain.set(f, g - (uncovered[i]?.weight ?? 0));
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
    const uncovered = [...wordsOf().values()].filter((w) => !covering(w));
    if (uncovered.length === 0) break;
    const picks = chooseFragments(uncovered, [...seen.values()], sample, estimateTotal(), excluded);
    if (picks.length === 0) break;
    await ask(picks);
  }
  return { items: [...byId.values()], complete: false, learned: { fragments: cover(), total: seen.size } };

  /**
   * The words of the names seen. Covering words rather than names makes any name made of seen
   * words findable, also one not seen yet. A word of names in the unfiltered answer only weighs 1
   * (alone not worth a request: that answer brings them again); of a name seen only in a cut-short
   * answer, 2.
   */
  function wordsOf(): Map<string, Word> {
    const inPlain = new Set(sampleIds);
    const words = new Map<string, Word>();
    for (const [id, name] of seen) {
      for (const lower of new Set(name.lower.split(/\s+/u).filter(Boolean))) {
        const w = words.get(lower) ?? { lower, folded: foldText(lower), weight: 0 };
        w.weight += inPlain.has(id) ? 1 : 2;
        words.set(lower, w);
      }
    }
    return words;
  }

  /** The complete fragment found in word `w`, if any. */
  function covering(w: Seen): string | undefined {
    for (const f of complete.keys()) if (within(f, w)) return f;
    return undefined;
  }

  /** The total: at least what was seen; scaled by the share of the sample the complete answers hold. */
  function estimateTotal(): number {
    const share =
      sampleIds.length === 0 ? 0 : sampleIds.filter((id) => covered.has(id)).length / sampleIds.length;
    const prior = Math.max(PRIOR_TOTAL, learned?.total ?? 0);
    return Math.max(seen.size, share > 0.05 ? covered.size / share : prior);
  }

  /** The fewest complete fragments (greedy) that cover every covered word and record: next refresh's first round. */
  function cover(): string[] {
    const words = [...wordsOf().values()].filter((w) => covering(w) !== undefined);
    const left = new Set([...words.map((w) => w.lower), ...[...covered].map((id) => `#${id}`)]);
    const out: string[] = [];
    while (left.size > 0) {
      let best: string | undefined;
      let bestGain = 0;
      for (const [f, ids] of complete) {
        const g =
          words.filter((w) => left.has(w.lower) && within(f, w)).length +
          ids.filter((id) => left.has(`#${id}`)).length;
        if (g > bestGain) {
          best = f;
          bestGain = g;
        }
      }
      if (best === undefined) break;
      out.push(best);
      for (const w of words) if (within(best, w)) left.delete(w.lower);
      for (const id of complete.get(best) ?? []) left.delete(`#${id}`);
    }
    return out;
  }
}
