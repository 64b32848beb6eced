import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalClose, ModalShell } from './modal-shell';

// The shared dialog shell: a modal is a `dialog`, an alert an `alertdialog` (Radix's role must not
// be lost), both named by their title and described by their description.

describe('ModalShell', () => {
  it('is a dialog named by its title and described, closed by ModalClose', () => {
    const onClose = vi.fn();
    render(
      <ModalShell
        kind="modal-md"
        isOpen
        onClose={onClose}
        testId="shell"
        title="เพิ่มยางขนาดอื่นลงตะกร้า"
        description={<p>เลือกขนาด</p>}
      >
        <ModalClose>ปิด</ModalClose>
      </ModalShell>,
    );
    const dialog = screen.getByRole('dialog', { name: 'เพิ่มยางขนาดอื่นลงตะกร้า' });
    expect(dialog).toHaveAccessibleDescription('เลือกขนาด');
    expect(dialog).toHaveAttribute('data-testid', 'shell');
    fireEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is an alertdialog for the alert kinds, and renders nothing when closed', () => {
    const { rerender } = render(
      <ModalShell
        kind="alert"
        isOpen
        onClose={() => {}}
        title="ผิดพลาด"
        description={<p>ลองใหม่</p>}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'ผิดพลาด' })).toHaveAccessibleDescription(
      'ลองใหม่',
    );
    rerender(
      <ModalShell
        kind="alert"
        isOpen={false}
        onClose={() => {}}
        title="ผิดพลาด"
        description={<p>ลองใหม่</p>}
      />,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
