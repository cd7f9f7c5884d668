import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startBridgeFixture, type BridgeFixture } from '../support/bridge-http';
import { pngFile } from '../support/receipt-files';

/*
 * The web bridge reads a receipt-sized body on receipts:add only (a 20 MB receipt is ~27 MB of
 * base64), still behind the token check; every other channel keeps the 1 MiB limit.
 */

let fx: BridgeFixture;
beforeAll(async () => {
  fx = await startBridgeFixture();
});
afterAll(() => fx?.close());

function post(channel: string, body: string, token = fx.web.token) {
  return send(fx.web.port, 'POST', `/bridge/${channel}`, {
    headers: { 'content-type': 'application/json', 'x-psa-token': token, origin: fx.web.origin },
    body,
  });
}

// Just over the 20 MB limit: the core, not the HTTP layer, must answer it (with the sizes in MB).
const big = Buffer.concat([pngFile(), Buffer.alloc(20 * 1024 * 1024)]).toString('base64');

describe('receipts over the web bridge', () => {
  it('lets a large receipts:add through to the core, which says the size and the limit', async () => {
    const reply = await post(
      'receipts:add',
      JSON.stringify({ expenseId: '-1', name: 'b.png', dataBase64: big }),
    );
    expect(reply.status).toBe(200);
    expect(reply.json()).toMatchObject({
      ok: false,
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is 20.1 MB; a receipt may be at most 20 MB.' },
    });
  });

  it('keeps the 1 MiB limit on every other channel and the token check on receipts:add', async () => {
    const other = await post(
      'receipts:list',
      JSON.stringify({ expenseIds: [], pad: big.slice(0, 2_000_000) }),
    );
    expect(other.status).toBe(413);
    const noToken = await post('receipts:add', JSON.stringify({ dataBase64: big }), 'x'.repeat(43));
    expect(noToken.status).toBe(401);
    expect(noToken.json()).toMatchObject({ ok: false });
  });
});
