import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

// The new-order stream is read with fetch, so the page parses the event stream itself.

describe('the event stream parser', () => {
  it('answers an order event when its blank line arrives, and ignores ping comments', () => {
    const parser = createSseParser();
    expect(parser.push('retry: 10000\n: connected\n\n')).toEqual([]);
    expect(parser.retry()).toBe(10000);
    expect(parser.push('event: order\ndata: {"orderId":5,"status":1}\n')).toEqual([]);
    expect(parser.push('\n: ping\n\n')).toEqual([
      { event: 'order', data: '{"orderId":5,"status":1}', id: '' },
    ]);
  });

  it('joins events split anywhere across chunks, even inside a line or a CRLF', () => {
    const parser = createSseParser();
    const text =
      'event: order\r\ndata: {"orderId":7,"status":2}\r\n\r\nevent: order\r\ndata: x\r\n\r\n';
    const events = [];
    for (const ch of text) events.push(...parser.push(ch));
    expect(events).toEqual([
      { event: 'order', data: '{"orderId":7,"status":2}', id: '' },
      { event: 'order', data: 'x', id: '' },
    ]);
  });

  it('joins several data lines with a newline; names an unnamed event "message"', () => {
    const parser = createSseParser();
    expect(parser.push('data: a\ndata:b\nid: 3\n\n')).toEqual([
      { event: 'message', data: 'a\nb', id: '3' },
    ]);
  });

  it('does not dispatch an event without data', () => {
    const parser = createSseParser();
    expect(parser.push('event: order\n\n')).toEqual([]);
    expect(parser.push('data: y\n\n')).toEqual([{ event: 'message', data: 'y', id: '' }]);
  });
});
