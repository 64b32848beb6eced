import { OPEN_TIME_ALLOW_LIST } from '@yangdee/contracts/html-allow-list';
import { describe, expect, it } from 'vitest';
import { sanitizeTagsOnly } from './sanitize-tags-only';

const clean = (html: string) => sanitizeTagsOnly(html, OPEN_TIME_ALLOW_LIST.tags);

describe('sanitizeTagsOnly (a shop opening-time text)', () => {
  it('keeps the allowed formatting tags and the Thai text', () => {
    expect(clean('<p>จันทร์ - ศุกร์ <strong>08:00 - 18:00</strong><br>เสาร์ <em>ปิด</em></p>')).toBe(
      '<p>จันทร์ - ศุกร์ <strong>08:00 - 18:00</strong><br>เสาร์ <em>ปิด</em></p>',
    );
    expect(clean('<ul><li>one</li><li><small>two</small></li></ul>')).toBe(
      '<ul><li>one</li><li><small>two</small></li></ul>',
    );
  });

  it('drops scripts and styles with their content', () => {
    expect(clean('<p>open</p><script>alert(1)</script><style>p{color:red}</style>')).toBe(
      '<p>open</p>',
    );
    expect(clean('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
  });

  it('drops every attribute, event handlers and styles included', () => {
    expect(clean('<p onclick="alert(1)" style="color:red" class="x" id="y">hi</p>')).toBe(
      '<p>hi</p>',
    );
    expect(clean('<img src=x onerror="alert(1)">')).toBe('');
    expect(clean('<span onmouseover=alert(1)>x</span>')).toBe('<span>x</span>');
  });

  it('turns a link into its text: no href, so no javascript: URL', () => {
    expect(clean('<a href="javascript:alert(1)">กดที่นี่</a>')).toBe('กดที่นี่');
    expect(clean('<p><a href="https://example.com">x</a></p>')).toBe('<p>x</p>');
  });

  it('unwraps elements it does not allow inside allowed ones, nested deeply', () => {
    expect(clean('<div><p><b><font color="red"><i>x</i></font></b></p></div>')).toBe(
      '<p><b><i>x</i></b></p>',
    );
    expect(clean('<svg><script>alert(1)</script></svg><p>ok</p>')).toBe('<p>ok</p>');
    expect(clean('<iframe src="javascript:alert(1)"></iframe>ok')).toBe('ok');
  });

  it('escapes text so markup in it stays text', () => {
    expect(clean('1 &lt;script&gt;alert(1)&lt;/script&gt; &amp; 2')).toBe(
      '1 &lt;script&gt;alert(1)&lt;/script&gt; &amp; 2',
    );
    // Markup hidden in a comment or a broken tag does not come back as markup.
    expect(clean('<!--<img src=x onerror=alert(1)>--><p>x</p>')).toBe('<p>x</p>');
    expect(clean('<p>a</p><<img src=x onerror=alert(1)>>')).toBe('<p>a</p>&lt;&gt;');
  });

  it('gives what it gave once more the same when run again', () => {
    const once = clean('<p>a<b onclick=x>b<script>c</script></b><a href=#>d</a></p><br/>e');
    expect(clean(once)).toBe(once);
  });
});
