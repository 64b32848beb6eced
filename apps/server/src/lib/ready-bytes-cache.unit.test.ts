import { describe, expect, it } from 'vitest';
import { ReadyBytesCache } from './ready-bytes-cache';

// Decision 0187: an answer is kept under its key while its version (read from the database on
// every call) is unchanged; a new version makes it again; the cache stays within its bytes.

const bytesOf = (text: string) => async () => Buffer.from(text);

describe('ready bytes cache', () => {
  it('answers the kept bytes while the version matches, and makes them again when it changes', async () => {
    const cache = new ReadyBytesCache(1_000);
    const first = await cache.answer('shop 1', 'v1', bytesOf('[1]'));
    const again = await cache.answer('shop 1', 'v1', bytesOf('[never made]'));
    expect(again).toBe(first);
    const changed = await cache.answer('shop 1', 'v2', bytesOf('[1,2]'));
    expect(changed.raw.toString()).toBe('[1,2]');
    expect(cache.counts).toEqual({ hits: 1, misses: 2 });
    // The old version is not kept beside the new one.
    expect(cache.size.entries).toBe(1);
  });

  it('calls at the same version while the answer is being made wait for that one making', async () => {
    const cache = new ReadyBytesCache(1_000);
    let makings = 0;
    let finish: (raw: Buffer) => void = () => {};
    const slow = () => {
      makings++;
      return new Promise<Buffer>((resolve) => {
        finish = resolve;
      });
    };
    const first = cache.answer('shop 1', 'v1', slow);
    const second = cache.answer('shop 1', 'v1', slow);
    const newer = cache.answer('shop 1', 'v2', bytesOf('[2]'));
    finish(Buffer.from('[1]'));
    expect(await second).toBe(await first);
    expect((await newer).raw.toString()).toBe('[2]');
    expect(makings).toBe(1);
  });

  it('a making that fails is not kept: the next call makes it again', async () => {
    const cache = new ReadyBytesCache(1_000);
    await expect(
      cache.answer('shop 1', 'v1', () => Promise.reject(new Error('database away'))),
    ).rejects.toThrow('database away');
    expect((await cache.answer('shop 1', 'v1', bytesOf('[1]'))).raw.toString()).toBe('[1]');
  });

  it('keeps each key apart: the same version under another key is made for that key', async () => {
    const cache = new ReadyBytesCache(1_000);
    await cache.answer('shop 1', 'v1', bytesOf('[1]'));
    const other = await cache.answer('shop 2', 'v1', bytesOf('[2]'));
    expect(other.raw.toString()).toBe('[2]');
  });

  it('drops the least recently used answers past its bytes, and never keeps one larger than all', async () => {
    const cache = new ReadyBytesCache(10);
    await cache.answer('a', 'v', bytesOf('aaaa'));
    await cache.answer('b', 'v', bytesOf('bbbb'));
    await cache.answer('a', 'v', bytesOf('never'));
    await cache.answer('c', 'v', bytesOf('cccc'));
    expect(cache.size).toEqual({ entries: 2, bytes: 8 });
    expect((await cache.answer('b', 'v', bytesOf('made again'))).raw.toString()).toBe('made again');
    await cache.answer('huge', 'v', bytesOf('x'.repeat(11)));
    expect(cache.size.bytes).toBeLessThanOrEqual(10);
    expect((await cache.answer('huge', 'v', bytesOf('again'))).raw.toString()).toBe('again');
  });

  it('compresses an answer once per encoding and counts the compressed bytes', async () => {
    const cache = new ReadyBytesCache(1_000);
    const bytes = await cache.answer('shop 1', 'v1', bytesOf('x'.repeat(100)));
    let packs = 0;
    const pack = async (raw: Buffer) => {
      packs++;
      return raw.subarray(0, 10);
    };
    const one = await cache.packed(bytes, 'br', pack);
    const two = await cache.packed(bytes, 'br', pack);
    expect(two).toBe(one);
    await cache.packed(bytes, 'gzip', pack);
    expect(packs).toBe(2);
    expect(cache.size.bytes).toBe(120);
  });
});
