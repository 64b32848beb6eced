import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstScreen } from './after-first-screen';

// Decision 0178: parts below the fold show one per idle moment of the browser, in page order, so
// each renders in a task of its own instead of all in one long task.

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Page({ withSecond = true }: { withSecond?: boolean }) {
  return (
    <>
      <p>first screen</p>
      <AfterFirstScreen>
        <p>promotions</p>
      </AfterFirstScreen>
      {withSecond ? (
        <AfterFirstScreen>
          <p>reviews</p>
        </AfterFirstScreen>
      ) : null}
      <AfterFirstScreen>
        <p>footer</p>
      </AfterFirstScreen>
    </>
  );
}

describe('parts after the first screen', () => {
  it('show one per idle moment, in page order, after the first screen', async () => {
    render(<Page />);
    expect(screen.getByText('first screen')).toBeTruthy();
    expect(screen.queryByText('promotions')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByText('promotions')).not.toBeNull();
    expect(screen.queryByText('reviews')).toBeNull();
    expect(screen.queryByText('footer')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByText('reviews')).not.toBeNull();
    expect(screen.queryByText('footer')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByText('footer')).not.toBeNull();
  });

  it('a part that left before its turn does not hold up the next', async () => {
    const { rerender } = render(<Page />);
    rerender(<Page withSecond={false} />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('promotions')).not.toBeNull();
    expect(screen.queryByText('footer')).not.toBeNull();
    expect(screen.queryByText('reviews')).toBeNull();
  });
});
