/*
 * The client half of conditional GETs: the last answer with an ETag per URL, so the next request to
 * that URL can send If-None-Match and a 304 can be read as that same answer. Nothing depends on it:
 * a remote that sends no ETag (the real PSOhub may not) simply gets plain requests.
 */

import type { Db } from '../db/connection';

interface Entry {
  etag: string;
  text: string;
}

/** Answers with an ETag by URL, bounded in the text held (oldest dropped first). */
export class ConditionalCache {
  private readonly entries = new Map<string, Entry>();
  private size = 0;

  /** `maxChars` bounds the text held (UTF-16 code units); larger answers are not kept. */
  constructor(private readonly maxChars = 32 * 1024 * 1024) {}

  /** The ETag of the last answer kept for `url`. */
  etag(url: string): string | undefined {
    return this.entries.get(url)?.etag;
  }

  /** The text of the last answer kept for `url`, when its ETag is `etag`. */
  text(url: string, etag: string | undefined): string | undefined {
    const e = this.entries.get(url);
    return e && e.etag === etag ? e.text : undefined;
  }

  /** Keeps an answer (with an ETag) or forgets the URL's (without one). */
  remember(url: string, etag: string | null, text: string): void {
    const old = this.entries.get(url);
    if (old) {
      this.size -= old.text.length;
      this.entries.delete(url);
    }
    if (etag === null || text.length > this.maxChars / 4) return;
    this.entries.set(url, { etag, text });
    this.size += text.length;
    for (const [k, v] of this.entries) {
      if (this.size <= this.maxChars) break;
      this.entries.delete(k);
      this.size -= v.text.length;
    }
  }
}

const perDb = new WeakMap<Db, ConditionalCache>();

/** The conditional cache of one data folder's connection, kept across syncs (a remote is built per sync). */
export function conditionalCacheOf(db: Db): ConditionalCache {
  let cache = perDb.get(db);
  if (!cache) {
    cache = new ConditionalCache();
    perDb.set(db, cache);
  }
  return cache;
}
