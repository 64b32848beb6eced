import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CookieBanner } from './cookie-banner';

afterEach(() => vi.unstubAllGlobals());

describe('CookieBanner (spec 2.6)', () => {
  it('stores accept=true, hides, then stores the position as {latitude, longitude}', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 13.75, longitude: 100.5 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const user = userEvent.setup();
    renderWithProviders(<CookieBanner />);
    await user.click(await screen.findByRole('button', { name: 'ยอมรับ' }));
    expect(localStorage.getItem('accept')).toBe('true');
    expect(screen.queryByRole('region', { name: 'การใช้คุกกี้' })).not.toBeInTheDocument();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('location') ?? '')).toEqual({
      latitude: 13.75,
      longitude: 100.5,
    });
  });

  it('is not shown once accepted', () => {
    localStorage.setItem('accept', 'true');
    renderWithProviders(<CookieBanner />);
    expect(screen.queryByRole('button', { name: 'ยอมรับ' })).not.toBeInTheDocument();
  });
});
