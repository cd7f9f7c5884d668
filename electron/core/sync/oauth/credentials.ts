import { z } from 'zod';

/*
 * What the secret store keeps for the remote: an API key (plain text, as every earlier version
 * stored it, so scripts and old data folders keep working) or, after a sign-in, a small JSON of
 * the OAuth tokens and the client credentials that refresh them. Never shown to the renderer.
 */

/** The OAuth part of the stored credentials. */
export const OAuthCredentials = z.object({
  kind: z.literal('oauth'),
  accessToken: z.string().min(1),
  /** Null when the remote issued none: a new sign-in is then needed at expiry. */
  refreshToken: z.string().min(1).nullable(),
  /** When the access token expires (epoch ms); null when the remote did not say. */
  expiresAt: z.number().nullable(),
  /** When the access token was obtained (epoch ms): its lifetime sets how early it is refreshed. */
  obtainedAt: z.number(),
  tokenUrl: z.string(),
  authUrl: z.string(),
  clientId: z.string(),
  clientSecret: z.string(),
  scope: z.string(),
  /** Who signed in, as far as the app learned it. */
  accountName: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
});
export type OAuthCredentialsT = z.output<typeof OAuthCredentials>;

/** What the secret store holds: an API key or an OAuth sign-in. */
export type Credentials = { kind: 'apiKey'; token: string } | OAuthCredentialsT;

/** Reads the stored text: JSON of an OAuth sign-in, else (an older store, `remote set --token`) an API key. */
export function decodeCredentials(text: string | undefined | null): Credentials | undefined {
  if (text === undefined || text === null || text === '') return undefined;
  if (text.startsWith('{')) {
    try {
      const parsed = OAuthCredentials.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON after all: an API key that happens to start with a brace.
    }
  }
  return { kind: 'apiKey', token: text };
}

/** The text the secret store keeps for these credentials (an API key stays plain text). */
export function encodeCredentials(c: Credentials): string {
  return c.kind === 'apiKey' ? c.token : JSON.stringify(c);
}
