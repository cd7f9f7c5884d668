import { afterAll, beforeAll } from 'vitest';
import { originOf } from './oauth';
import { startTestServer, type TestServer } from './server';

/*
 * The reference server of an OAuth test file (decision 24): started once before the file's tests,
 * closed after them, with a clock the tests can move forward to expire codes and tokens.
 */

/** The running server as an OAuth test file uses it (read only inside tests). */
export interface OAuthTestServer {
  /** The API base URL (`http://127.0.0.1:PORT/v1`). */
  readonly url: string;
  /** The server's database file. */
  readonly dbFile: string;
  /** Where the consent page and the token endpoint are. */
  readonly origin: string;
  /** Moves the server's clock forward by `ms` for the rest of the file. */
  advance(ms: number): void;
}

/**
 * Registers beforeAll/afterAll for a server whose failed sign-ins are not limited: these tests
 * fail them on purpose, and the per-address limit is tested on servers of its own.
 */
export function useOAuthServer(): OAuthTestServer {
  let srv: TestServer | undefined;
  let offset = 0;
  beforeAll(async () => {
    srv = await startTestServer({ failedAuthLimit: false, now: () => Date.now() + offset });
  });
  afterAll(async () => {
    await srv?.close();
  });
  const running = (): TestServer => {
    if (!srv) throw new Error('the OAuth test server is used before beforeAll started it');
    return srv;
  };
  return {
    get url() {
      return running().url;
    },
    get dbFile() {
      return running().dbFile;
    },
    get origin() {
      return originOf(running().url);
    },
    advance(ms: number) {
      offset += ms;
    },
  };
}
