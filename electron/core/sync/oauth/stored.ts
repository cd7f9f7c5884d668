import { fixedBearer, oauthBearer, type BearerSource } from './bearer';
import { decodeCredentials, encodeCredentials, type OAuthCredentialsT } from './credentials';
import type { TokenClientOptions } from './token-client';

/** Where the credentials' text is kept (the secret store, or the replica settings of the CLI and tests). */
export interface CredentialsCell {
  get(): string | undefined;
  set(text: string): void;
}

/**
 * The bearer source of whatever the cell holds: an API key as is, an OAuth sign-in that refreshes
 * itself and writes the new pair back into the cell; undefined when nothing is stored.
 */
export function storedBearer(cell: CredentialsCell, opts: TokenClientOptions = {}): BearerSource | undefined {
  const creds = decodeCredentials(cell.get());
  if (!creds) return undefined;
  if (creds.kind === 'apiKey') return fixedBearer(creds.token);
  const load = (): OAuthCredentialsT | undefined => {
    const now = decodeCredentials(cell.get());
    return now?.kind === 'oauth' ? now : undefined;
  };
  const save = (next: OAuthCredentialsT, previous: OAuthCredentialsT) => {
    // A sign-in or sign-out since this refresh began replaced what was refreshed: it stays.
    if (load()?.refreshToken !== previous.refreshToken) return;
    cell.set(encodeCredentials(next));
  };
  return oauthBearer(creds, { ...opts, load, save });
}
