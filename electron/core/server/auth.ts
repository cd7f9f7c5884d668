import type { Db } from '../db/connection';

/** The outcome of checking a bearer token (decision 3). */
export type AuthResult =
  | { ok: true; accountId: number }
  | { ok: false; code: 'UNAUTHENTICATED' | 'FORBIDDEN'; message: string };

/** Checks an API key: unknown -> UNAUTHENTICATED; not Admin or API disabled -> FORBIDDEN. */
export type Authenticate = (db: Db, token: string) => AuthResult;

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** The token of an `Authorization: Bearer <token>` header, or null when absent or another scheme. */
export function bearerToken(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const m = BEARER.exec(header);
  return m?.[1] ?? null;
}
