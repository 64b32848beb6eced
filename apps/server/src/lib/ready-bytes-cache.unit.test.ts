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
    expect(cache.counts).toMatchObject({ hits: 1, misses: 2 });
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

  it('sends the quick form until the answer is asked for again, then the smaller best form', async () => {
    const cache = new ReadyBytesCache(1_000);
    const bytes = await cache.answer('shop 1', 'v1', bytesOf('x'.repeat(100)));
    let bests = 0;
    let finishBest: () => void = () => undefined;
    const quick = async (raw: Buffer) => raw.subarray(0, 40);
    const best = (raw: Buffer) => {
      bests++;
      return new Promise<Buffer>((done) => (finishBest = () => done(raw.subarray(0, 10))));
    };
    expect((await cache.packed(bytes, 'br', quick, best)).length).toBe(40);
    await settle();
    // Asked for once: only the quick compression was made.
    expect(bests).toBe(0);
    expect(cache.size.bytes).toBe(140);
    // Asked for again: the same quick form, the best one being made meanwhile, once.
    expect((await cache.packed(bytes, 'br', quick, best)).length).toBe(40);
    expect((await cache.packed(bytes, 'br', quick, best)).length).toBe(40);
    await settle();
    expect(bests).toBe(1);
    finishBest();
    await settle();
    expect((await cache.packed(bytes, 'br', quick, best)).length).toBe(10);
    expect(bests).toBe(1);
    expect(cache.size.bytes).toBe(110);
    expect(cache.counts.refined).toBe(1);
  });

  it('does not compress again an answer that was made again or evicted', async () => {
    const cache = new ReadyBytesCache(1_000);
    const old = await cache.answer('shop 1', 'v1', bytesOf('x'.repeat(100)));
    let bests = 0;
    const quick = async (raw: Buffer) => raw.subarray(0, 40);
    const best = async (raw: Buffer) => {
      bests++;
      return raw.subarray(0, 10);
    };
    await cache.packed(old, 'br', quick, best);
    await cache.answer('shop 1', 'v2', bytesOf('y'.repeat(100)));
    // A call that got the old answer just before the change asks for its form again.
    expect((await cache.packed(old, 'br', quick, best)).length).toBe(40);
    await settle();
    expect(bests).toBe(0);
    expect(cache.size).toEqual({ entries: 1, bytes: 100 });
  });

  it('keeps the quick form when the best one fails or is no smaller, and forgets a failed one', async () => {
    const cache = new ReadyBytesCache(1_000);
    const bytes = await cache.answer('shop 1', 'v1', bytesOf('x'.repeat(100)));
    const quick = async (raw: Buffer) => raw.subarray(0, 30);
    const failing = async (): Promise<Buffer> => {
      throw new Error('out of memory');
    };
    for (let i = 0; i < 2; i++) {
      await cache.packed(bytes, 'br', quick, failing);
      await cache.packed(bytes, 'gzip', quick, async (raw) => raw.subarray(0, 30));
    }
    await settle();
    expect((await cache.packed(bytes, 'br', quick)).length).toBe(30);
    expect((await cache.packed(bytes, 'gzip', quick)).length).toBe(30);
    expect(cache.counts.refined).toBe(0);
    await expect(cache.packed(bytes, 'deflate', failing)).rejects.toThrow('out of memory');
    await settle();
    expect((await cache.packed(bytes, 'deflate', quick)).length).toBe(30);
  });
});

const settle = () => new Promise((settled) => setImmediate(settled));
