// A server-sent events parser for a stream read with fetch (decision 0085: EventSource cannot
// send the bearer header). Follows the HTML "event stream interpretation": lines end in \n, \r\n
// or \r; a blank line dispatches the event; ':' starts a comment; 'data' lines join with \n;
// an event without data is not dispatched; a chunk may end anywhere, even inside a line.

export type SseEvent = { event: string; data: string; id: string };

export type SseParser = {
  /** Feeds decoded text; answers the events completed by it. */
  push: (text: string) => SseEvent[];
  /** The last 'retry' the server asked for (ms), or null. */
  retry: () => number | null;
};

export function createSseParser(): SseParser {
  let buffer = '';
  let skipLf = false;
  let event = '';
  let data: string[] = [];
  let lastId = '';
  let retry: number | null = null;

  const line = (text: string, out: SseEvent[]) => {
    if (text === '') {
      if (data.length > 0)
        out.push({ event: event || 'message', data: data.join('\n'), id: lastId });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  };

  return {
    push(text) {
      const out: SseEvent[] = [];
      for (const ch of text) {
        if (skipLf) {
          skipLf = false;
          if (ch === '\n') continue;
        }
        if (ch === '\n' || ch === '\r') {
          line(buffer, out);
          buffer = '';
          skipLf = ch === '\r';
        } else {
          buffer += ch;
        }
      }
      return out;
    },
    retry: () => retry,
  };
}
