import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDocumentTitle, usePageMeta } from './use-page-meta';

// The server renders the first head (modules/seo); the hook keeps it right on client navigation.

function Page({ title, description }: { title: string; description?: string }) {
  usePageMeta({ title, description });
  return null;
}

describe('usePageMeta', () => {
  beforeEach(() => {
    // The head as the server sends it.
    document.head.innerHTML = `<title>เกี่ยวกับเรา | ยางดี</title>
      <meta name="description" content="server description">
      <meta property="og:title" content="เกี่ยวกับเรา | ยางดี">
      <meta property="og:description" content="server description">`;
  });

  it('rewrites the server title and description instead of adding a second <title>', () => {
    const { rerender } = render(
      <Page title="ยาง Michelin Primacy 4 205/55R16" description="ราคาเริ่มต้น 3,290 บาท" />,
    );
    expect(document.title).toBe('ยาง Michelin Primacy 4 205/55R16 | ยางดี');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'ราคาเริ่มต้น 3,290 บาท',
    );
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'ยาง Michelin Primacy 4 205/55R16 | ยางดี',
    );

    rerender(<Page title="ติดต่อเรา" />);
    expect(document.title).toBe('ติดต่อเรา | ยางดี');
    // Without a description of its own the page keeps the one already there.
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'ราคาเริ่มต้น 3,290 บาท',
    );
  });

  it('formats "{title} | ยางดี" once', () => {
    expect(formatDocumentTitle('รีวิว', 'ยางดี')).toBe('รีวิว | ยางดี');
    expect(formatDocumentTitle('รีวิว | ยางดี', 'ยางดี')).toBe('รีวิว | ยางดี');
    expect(formatDocumentTitle('  ', 'ยางดี')).toBe('ยางดี');
    // The home title starts with the site name: no second "| ยางดี".
    expect(formatDocumentTitle('ยางดี ตลาดยางรถยนต์ออนไลน์', 'ยางดี')).toBe('ยางดี ตลาดยางรถยนต์ออนไลน์');
  });
});
