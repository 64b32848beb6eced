import { describe, expect, it } from 'vitest';
import { contentSearchPatterns } from './content.service';
import { sanitizeRichText } from './content-html';

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers, styles and javascript: links', () => {
    const html = sanitizeRichText(
      '<p style="color:red" onclick="x()">ลด <b>500</b> บาท</p><script>alert(1)</script>' +
        '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">คลิก</a>' +
        '<iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg>',
    );
    expect(html).toBe('<p>ลด <b>500</b> บาท</p><img src="x" /><a>คลิก</a>');
  });

  it('keeps tables, lists, headings and site links; external links open safely', () => {
    const html = sanitizeRichText(
      '<h1>หัวข้อ</h1><ul><li>หนึ่ง</li></ul><table><tr><td colspan="2">ก</td></tr></table>' +
        '<a href="/tire-calculator">คำนวณ</a><a href="https://example.com">ภายนอก</a>',
    );
    expect(html).toContain('<h2>หัวข้อ</h2>');
    expect(html).toContain('<ul><li>หนึ่ง</li></ul>');
    expect(html).toContain('<td colspan="2">ก</td>');
    expect(html).toContain('<a href="/tire-calculator">คำนวณ</a>');
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">ภายนอก</a>',
    );
  });
});

describe('contentSearchPatterns', () => {
  it('matches the keyword literally, with LIKE wildcards escaped', () => {
    expect(contentSearchPatterns(' มิชลิน ')).toEqual(['%มิชลิน%']);
    expect(contentSearchPatterns('50%_off')).toEqual(['%50\\%\\_off%']);
  });

  it('adds the slash spelling of a compact or spaced tyre size', () => {
    for (const k of ['2656517', '265 65 17', '265/65R17', '265/65 r17', '265-65-17'])
      expect(contentSearchPatterns(k)).toContain('%265/65R17%');
  });
});
