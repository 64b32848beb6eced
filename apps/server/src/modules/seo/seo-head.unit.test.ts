import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';
import { fillTemplate, jsonForScript, prepareTemplate, renderHead, summarise } from './seo-head';

describe('seo head rendering', () => {
  it('JSON-LD cannot close its <script> element', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script> & more' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script> & more');
  });

  it('escapes titles and attribute values', () => {
    const html = renderHead(
      {
        status: 200,
        title: 'ยาง "A" <b>',
        description: "it's <i>&",
        canonicalPath: '/tire?brand=a&width=1',
        ogType: 'website',
        jsonLd: [],
      },
      'https://yangdee.test/',
    );
    expect(html).toContain('<title>ยาง &quot;A&quot; &lt;b&gt; | ยางดี</title>');
    expect(html).toContain('content="it&#39;s &lt;i&gt;&amp;"');
    expect(html).toContain('href="https://yangdee.test/tire?brand=a&amp;width=1"');
    expect(html).toContain(
      '<meta property="og:image" content="https://yangdee.test/og-image.svg">',
    );
  });

  it('replaces the template title and description; "$" in the head is kept literally', () => {
    const prepared = prepareTemplate(
      '<html><head><meta name="description" content="x" /><title>ยางดี</title></head><body></body></html>',
    );
    expect(prepared).not.toContain('<title>');
    expect(prepared).not.toContain('content="x"');
    expect(fillTemplate(prepared, '<title>ราคา $& $1</title>')).toContain(
      '<title>ราคา $& $1</title>',
    );
  });

  it('summarises HTML to plain text of bounded length', () => {
    expect(summarise('<p>ยาง <b>ดี</b></p>')).toBe('ยาง ดี');
    const long = summarise('คำ '.repeat(200), 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('LruCache', () => {
  it('evicts the least recently used entry and expires entries after the TTL', () => {
    let now = 0;
    const cache = new LruCache<number>(2, 1000, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
