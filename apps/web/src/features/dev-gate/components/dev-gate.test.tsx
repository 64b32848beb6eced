import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { DevGate } from './dev-gate';

afterEach(() => vi.unstubAllGlobals());

describe('DevGate (spec 1)', () => {
  it('rejects a wrong password with a Thai error, then accepts the right one and stores the flag', async () => {
    const { fetchMock, calls } = mockApi({
      '/api/home/submit-dev-login': (body) => ({
        body: { isValid: (body as { devPassword: string }).devPassword === 'letmein' },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<DevGate />);

    const dialog = await screen.findByRole('dialog', { name: 'ระบบทดสอบ' });
    const input = screen.getByLabelText('รหัสผ่าน');
    expect(dialog).toContainElement(input);
    await user.type(input, 'wrong');
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('รหัสผ่านไม่ถูกต้อง');
    expect(localStorage.getItem('devGate')).toBeNull();

    await user.clear(input);
    await user.type(input, 'letmein');
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('devGate')).toBe('true');
    expect(calls.map((c) => c.body)).toEqual([
      { devPassword: 'wrong' },
      { devPassword: 'letmein' },
    ]);
  });

  it('stays away once the flag is stored', () => {
    localStorage.setItem('devGate', 'true');
    renderWithProviders(<DevGate />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed with Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DevGate />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
