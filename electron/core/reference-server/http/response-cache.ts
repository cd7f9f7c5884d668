/*
 * Serialized answers of list requests, valid for one data version of the database (see
 * dataVersion): a repeated read of unchanged data skips SQL, mapping and JSON encoding. Any write,
 * by this server or another process, changes the version and so empties the cache.
 */

/** A bounded cache of response texts for the current data version. */
export class ResponseCache {
  private readonly entries = new Map<string, string>();
  /** Entity tags of cached texts, computed once per text (see tag). */
  private readonly tags = new Map<string, string>();
  private version = '';
  private size = 0;

  /** `maxChars` bounds the text held (UTF-16 code units); larger answers are not cached. */
  constructor(private readonly maxChars = 16 * 1024 * 1024) {}

  /** The cached text for `key` when it was stored at `version`. */
  get(key: string, version: string): string | undefined {
    if (version !== this.version) return undefined;
    const text = this.entries.get(key);
    if (text !== undefined) {
      // Keep recently used entries at the end; eviction takes from the front.
      this.entries.delete(key);
      this.entries.set(key, text);
    }
    return text;
  }

  /** Stores the text for `key` at `version`, dropping everything stored at an older version. */
  set(key: string, version: string, text: string): void {
    if (version !== this.version) {
      this.entries.clear();
      this.tags.clear();
      this.size = 0;
      this.version = version;
    }
    if (text.length > this.maxChars / 4) return;
    const old = this.entries.get(key);
    if (old !== undefined) this.size -= old.length;
    this.entries.delete(key);
    this.tags.delete(key);
    this.entries.set(key, text);
    this.size += text.length;
    for (const [k, v] of this.entries) {
      if (this.size <= this.maxChars) break;
      this.entries.delete(k);
      this.tags.delete(k);
      this.size -= v.length;
    }
  }

  /** The entity tag of `text`, the answer to `key` at `version`: remembered while that text is cached. */
  tag(key: string, version: string, text: string, compute: (text: string) => string): string {
    const cached =
      version === this.version && this.entries.get(key) === text ? this.tags.get(key) : undefined;
    if (cached !== undefined) return cached;
    const tag = compute(text);
    if (version === this.version && this.entries.get(key) === text) this.tags.set(key, tag);
    return tag;
  }
}
