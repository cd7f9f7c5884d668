import { saturated } from './pull-names';
import type { Limiter } from './pull-limit';
import { PULL_IN_FLIGHT } from './pull-limit';

/*
 * Entries in a date window from a list capped per request (decision 15: ordered by date, then id;
 * `datefrom` and `dateto` inclusive, a DateTime as that exact instant). One stream pages by moving
 * `datefrom` to the last date seen; a big window is cut into date slices read together (issue 12
 * point 3), as many as the first page's density says are worth it, at most PULL_IN_FLIGHT.
 */

const DAY = 86_400_000;

/** A fetched list; `complete` when it is known to hold every record of its scope. */
export interface Fetched<T> {
  items: T[];
  complete: boolean;
}

export interface PullWindow {
  from: string;
  to: string;
}

/** One page of a list between two dates (inclusive), at most `limit` records. */
type PageOf<T> = (datefrom: string, dateto: string, limit: number) => Promise<T[]>;

interface Stream<T> {
  list: PageOf<T>;
  idOf: (t: T) => bigint | null;
  dateOf: (t: T) => string | null | undefined;
  pageSize: number;
  limit: Limiter;
  byId: Map<bigint, T>;
}

/** Pages one slice [from, to] into `s.byId`, starting from an already fetched first page when given; false when a gap may remain. */
async function pageSlice<T>(s: Stream<T>, from: string, to: string, first?: T[]): Promise<boolean> {
  let cursor = from;
  let page = first ?? (await s.limit(() => s.list(cursor, to, s.pageSize)));
  for (let guard = 0; guard < 100_000; guard++) {
    let fresh = 0;
    for (const t of page) {
      const id = s.idOf(t);
      if (id !== null && !s.byId.has(id)) {
        s.byId.set(id, t);
        fresh++;
      }
    }
    if (!saturated(page.length, s.pageSize)) return true;
    const last = s.dateOf(page[page.length - 1] as T);
    if (!last) return false;
    if (fresh === 0) {
      // A whole page at one instant: step past it (entries there beyond the cap are missed).
      const next = new Date(Date.parse(last) + 1).toISOString();
      // A remote that reads datefrom as its whole day answers the same page again: give up, do not spin.
      if (next <= cursor) return false;
      cursor = next;
      await pageSlice(s, cursor, to);
      return false;
    }
    cursor = last;
    page = await s.limit(() => s.list(cursor, to, s.pageSize));
  }
  return false;
}

/** Cuts [from, to] at whole UTC days into at most `n` slices (inclusive bounds, no overlap). */
function slices(from: string, to: string, n: number): PullWindow[] {
  const start = Date.parse(from);
  const end = Date.parse(to);
  const out: PullWindow[] = [];
  let lo = start;
  for (let i = 1; i <= n && lo <= end; i++) {
    const cut = i === n ? end + 1 : Math.ceil((start + ((end - start) * i) / n) / DAY) * DAY;
    if (cut <= lo) continue;
    const hi = Math.min(cut, end + 1);
    out.push({ from: new Date(lo).toISOString(), to: new Date(hi - 1).toISOString() });
    lo = hi;
  }
  return out;
}

/**
 * Every entry in `window`: one request when the first page is not full; otherwise the rest of the
 * window, from the first page's last date, in slices read together (deduplicated by id).
 */
export async function fetchWindow<T>(
  list: PageOf<T>,
  idOf: (t: T) => bigint | null,
  dateOf: (t: T) => string | null | undefined,
  window: PullWindow,
  pageSize: number,
  limit: Limiter,
): Promise<Fetched<T>> {
  const s: Stream<T> = { list, idOf, dateOf, pageSize, limit, byId: new Map() };
  const first = await limit(() => list(window.from, window.to, pageSize));
  const last = first.length > 0 ? dateOf(first[first.length - 1] as T) : undefined;
  if (!saturated(first.length, pageSize) || !last || last >= window.to) {
    const complete = await pageSlice(s, window.from, window.to, first);
    return { items: [...s.byId.values()], complete };
  }
  for (const t of first) {
    const id = idOf(t);
    if (id !== null) s.byId.set(id, t);
  }
  // Pages still to come, judged by how much of the window the first page spanned.
  const spanned = Math.max(Date.parse(last) - Date.parse(window.from), 60_000);
  const pages = (Date.parse(window.to) - Date.parse(last)) / spanned;
  const n = Math.max(1, Math.min(PULL_IN_FLIGHT, Math.ceil(pages / 2)));
  const done = await Promise.all(slices(last, window.to, n).map((w) => pageSlice(s, w.from, w.to)));
  return { items: [...s.byId.values()], complete: done.every(Boolean) };
}
