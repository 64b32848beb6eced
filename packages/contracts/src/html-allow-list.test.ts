import { describe, expect, it } from 'vitest';
import {
  allowedAttributeNames,
  allowedUriPattern,
  OPEN_TIME_ALLOW_LIST,
  RICH_TEXT_ALLOW_LIST,
} from './html-allow-list';

describe('HTML allow-lists', () => {
  it('names every attribute of the rich text once', () => {
    const names = allowedAttributeNames(RICH_TEXT_ALLOW_LIST);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['href', 'src', 'colspan', 'scope', 'target']));
    expect(names).not.toContain('style');
    expect(allowedAttributeNames(OPEN_TIME_ALLOW_LIST)).toEqual([]);
  });

  it('lets through relative URLs and the listed schemes only', () => {
    const uri = allowedUriPattern(RICH_TEXT_ALLOW_LIST);
    for (const ok of [
      '/tire',
      'https://example.com',
      'http://a.b',
      'mailto:a@b.c',
      'tel:021234567',
    ])
      expect(uri.test(ok)).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:x',
      'data:text/html,x',
      'vbscript:x',
      'ftp://a',
    ])
      expect(uri.test(bad)).toBe(false);
  });

  it('the opening-time text keeps no links or pictures', () => {
    expect(OPEN_TIME_ALLOW_LIST.tags).not.toContain('a');
    expect(OPEN_TIME_ALLOW_LIST.tags).not.toContain('img');
    expect(allowedUriPattern(OPEN_TIME_ALLOW_LIST).test('https://a.b')).toBe(false);
  });
});
