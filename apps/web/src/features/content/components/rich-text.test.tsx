import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('drops scripts, event handlers and javascript: links before rendering', () => {
    const html =
      '<p onclick="x()">ลด 500 บาท</p><script>window.hacked=1</script>' +
      '<img src="x" onerror="window.hacked=1"><a href="javascript:alert(1)">ลิงก์</a>' +
      '<iframe src="https://e.example"></iframe><style>body{display:none}</style>';
    const clean = sanitizeHtml(html);
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', '<iframe', '<style'])
      expect(clean).not.toContain(bad);
    const { container } = render(<RichText html={html} />);
    expect(container.querySelector('script, iframe, style, [onerror], [onclick]')).toBeNull();
    expect(container.textContent).toContain('ลด 500 บาท');
  });

  it('keeps headings, lists, tables and site links', () => {
    const { container } = render(
      <RichText html='<h3>เงื่อนไข</h3><ul><li>ครบ 4 เส้น</li></ul><table><tbody><tr><td>ก</td></tr></tbody></table><a href="/tire">ดูยาง</a>' />,
    );
    expect(container.querySelector('h3')?.textContent).toBe('เงื่อนไข');
    expect(container.querySelectorAll('li')).toHaveLength(1);
    expect(container.querySelector('td')?.textContent).toBe('ก');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/tire');
  });
});
