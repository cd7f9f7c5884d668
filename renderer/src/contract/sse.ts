/*
 * Server-Sent Events read from a fetch body. Web mode reads its event stream with fetch rather
 * than EventSource, because EventSource cannot send headers and the bridge token must never sit
 * in a URL. The format is the text/event-stream one EventSource parses: lines ending in \n, \r\n
 * or \r; `event:` and `data:` fields; a blank line ends an event; lines starting with ':' are
 * comments (keep-alives); other fields (retry, id) are not used here.
 */

/** One event: its name (`message` when the server named none) and its data lines joined by \n. */
export interface SseEvent {
  event: string;
  data: string;
}

/** A push parser: feed it text as it arrives (events may be split anywhere); it calls onEvent per whole event. */
export function createSseParser(onEvent: (e: SseEvent) => void): { push: (text: string) => void } {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function line(text: string): void {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }

  return {
    push(text: string) {
      buffer += text;
      for (;;) {
        const end = /\r\n|\n|\r/.exec(buffer);
        if (!end) return;
        // A lone \r at the end may be the first half of a \r\n still on its way.
        if (end[0] === '\r' && end.index === buffer.length - 1) return;
        line(buffer.slice(0, end.index));
        buffer = buffer.slice(end.index + end[0].length);
      }
    },
  };
}

/** Reads a text/event-stream body to its end, calling onEvent for each event. */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (e: SseEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser(onEvent);
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
}
