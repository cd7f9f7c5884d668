import { describe, expect, it } from 'vitest';
import { createSseParser, readEvents, type SseEvent } from '../../renderer/src/contract/sse';

/*
 * The renderer reads web mode's event stream with fetch (so the token stays in a header): its
 * parser must give the same events EventSource would, however the bytes are split.
 */

const STREAM =
  'retry: 2000\n\n' +
  'event: data:changed\ndata: {"tables":["companies","outbox"]}\n\n' +
  ': keep-alive\n\n' +
  'event: sync:progress\r\ndata: {"a":1,\r\ndata: "b":2}\r\n\r\n' +
  'data:plain\r\rid: 7\nevent: x\n\n';

const EXPECTED: SseEvent[] = [
  { event: 'data:changed', data: '{"tables":["companies","outbox"]}' },
  { event: 'sync:progress', data: '{"a":1,\n"b":2}' },
  { event: 'message', data: 'plain' },
];

describe('the SSE parser', () => {
  it('gives each event once, whole, with its name and data', () => {
    const events: SseEvent[] = [];
    createSseParser((e) => events.push(e)).push(STREAM);
    expect(events).toEqual(EXPECTED);
  });

  it('gives the same events when the text arrives one character at a time', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser((e) => events.push(e));
    for (const ch of STREAM) parser.push(ch);
    expect(events).toEqual(EXPECTED);
  });

  it('reads a byte stream split inside multi-byte characters', async () => {
    const bytes = new TextEncoder().encode('event: n\ndata: "café €"\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const b of bytes) c.enqueue(Uint8Array.of(b));
        c.close();
      },
    });
    const events: SseEvent[] = [];
    await readEvents(body, (e) => events.push(e));
    expect(events).toEqual([{ event: 'n', data: '"café €"' }]);
  });
});
