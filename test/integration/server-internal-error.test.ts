import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { createApiHandlers } from '../../electron/core/reference-server/domain/api';
import { authenticate } from '../../electron/core/reference-server/domain/auth';
import { seedDemo } from '../../electron/core/reference-server/seed/demo';
import { buildServer } from '../../electron/core/reference-server/http/app';
import { expectError, request } from '../support/server';

/*
 * A bug inside a handler must surface as a generic 500 INTERNAL: logged on the server, never
 * leaking a stack trace or SQL to the caller (decision 5). The real handler table is used with
 * one operation replaced by a failing one, since the real server has no known way to fail.
 */

let db: Db;
let url: string;
let close: () => Promise<void>;
const secret = 'SqliteError: no such column: password_hash in "SELECT password_hash FROM accounts"';

beforeAll(async () => {
  db = openDatabase(':memory:');
  await seedDemo(db);
  const handlers = {
    ...createApiHandlers(db),
    listPlans: () => {
      throw new Error(secret);
    },
  };
  const app = buildServer({ db, handlers, authenticate });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
  close = async () => {
    await app.close();
    db.close();
  };
});
afterAll(async () => {
  await close();
});

describe('internal errors', () => {
  it('answer 500 INTERNAL with a generic message, logging the cause on the server', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const r = await request(url, 'GET', '/plans');
      expectError(r, 500, 'INTERNAL');
      expect(r.text).not.toContain('password_hash');
      expect(r.text).not.toMatch(/SELECT|Sqlite|at .*\.ts/);
      expect(log).toHaveBeenCalled();
      expect(String(log.mock.calls[0]?.[1])).toContain('password_hash');
    } finally {
      log.mockRestore();
    }
    // The server keeps serving.
    expect((await request(url, 'GET', '/companies')).status).toBe(200);
  });
});
