import type { BearerSource } from '../sync/oauth/bearer';
import { decodeCredentials, encodeCredentials, type Credentials } from '../sync/oauth/credentials';
import { storedBearer } from '../sync/oauth/stored';
import type { TokenClientOptions } from '../sync/oauth/token-client';
import type { SecretStore } from './secret-store';

/**
 * The remote's credentials as the core uses them, over the secret store: an API key or an OAuth
 * sign-in. One bearer source is shared by every remote the core builds (syncs, connection tests,
 * the sign-in's account lookup) while the stored credentials stay the same, so two refreshes of
 * one refresh token never run at once.
 */
export class RemoteAuth {
  private cached: { text: string; source: BearerSource } | null = null;

  constructor(
    private readonly secrets: SecretStore,
    private readonly opts: TokenClientOptions = {},
  ) {}

  /** What is stored, decoded (undefined: nothing). */
  credentials(): Credentials | undefined {
    return decodeCredentials(this.secrets.get());
  }

  /** Stores new credentials (null forgets them); throws when the store cannot keep them safely. */
  store(c: Credentials | null): void {
    this.cached = null;
    this.secrets.set(c === null ? null : encodeCredentials(c));
  }

  /** The bearer source of the stored credentials; the same one while they are unchanged. */
  bearer(): BearerSource | undefined {
    const text = this.secrets.get();
    if (text === undefined || text === '') {
      this.cached = null;
      return undefined;
    }
    if (this.cached?.text === text) return this.cached.source;
    const entry = { text, source: undefined as BearerSource | undefined };
    entry.source = storedBearer(
      {
        get: () => this.secrets.get(),
        set: (next) => {
          this.secrets.set(next);
          // Its own refresh keeps this source the shared one.
          entry.text = next;
        },
      },
      this.opts,
    );
    if (!entry.source) return undefined;
    this.cached = entry as { text: string; source: BearerSource };
    return entry.source;
  }
}
