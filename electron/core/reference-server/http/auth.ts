import type { Db } from '../../db/connection';
import type { AuthResult } from '../domain/auth';

export type { AuthResult } from '../domain/auth';

/**
 * Checks an API key or OAuth access token at time `now` (epoch ms): unknown or expired ->
 * UNAUTHENTICATED; not Admin or API disabled -> FORBIDDEN.
 */
export type Authenticate = (db: Db, token: string, now: number) => AuthResult;

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** The token of an `Authorization: Bearer <token>` header, or null when absent or another scheme. */
export function bearerToken(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const m = BEARER.exec(header);
  return m?.[1] ?? null;
}
