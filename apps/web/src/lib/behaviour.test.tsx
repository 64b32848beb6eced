import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isProductionHost, useImageContextMenuGuard } from './use-image-context-menu-guard';
import { INACTIVITY_RELOAD_MS, useInactivityReload } from './use-inactivity-reload';

afterEach(() => vi.useRealTimers());

function Idle({ reload }: { reload: () => void }) {
  useInactivityReload(reload);
  return null;
}

describe('inactivity reload (spec 1: 1 hour, checked every second)', () => {
  it('reloads after 3,600,000 ms without activity', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    render(<Idle reload={reload} />);
    expect(INACTIVITY_RELOAD_MS).toBe(3_600_000);
    vi.advanceTimersByTime(INACTIVITY_RELOAD_MS - 1000);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('mouse and keyboard activity restart the hour', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    render(<Idle reload={reload} />);
    vi.advanceTimersByTime(INACTIVITY_RELOAD_MS - 5000);
    fireEvent.mouseMove(window);
    vi.advanceTimersByTime(INACTIVITY_RELOAD_MS - 5000);
    fireEvent.keyDown(window, { key: 'a' });
    vi.advanceTimersByTime(INACTIVITY_RELOAD_MS - 1000);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

function Guard({ hosts }: { hosts: string[] }) {
  useImageContextMenuGuard(hosts);
  return <img alt="tyre" src="data:," />;
}

describe('image right-click guard (spec 1)', () => {
  it('matches production hosts', () => {
    expect(isProductionHost('www.yangdee.co.th', ['www.yangdee.co.th'])).toBe(true);
    expect(isProductionHost('localhost', ['www.yangdee.co.th'])).toBe(false);
  });

  it('prevents the context menu on images on a production host only', () => {
    const { getByRole, unmount } = render(<Guard hosts={[window.location.hostname]} />);
    expect(fireEvent.contextMenu(getByRole('img'))).toBe(false);
    expect(fireEvent.contextMenu(document.body)).toBe(true);
    unmount();
    const other = render(<Guard hosts={['www.yangdee.co.th']} />);
    expect(fireEvent.contextMenu(other.getByRole('img'))).toBe(true);
  });
});
