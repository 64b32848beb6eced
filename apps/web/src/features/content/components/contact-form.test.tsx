import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { ContactForm } from './contact-form';

afterEach(() => vi.unstubAllGlobals());

describe('ContactForm', () => {
  it('shows Thai messages for empty input and sends nothing', async () => {
    const { fetchMock, calls } = mockApi({});
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'ส่งข้อความ' }));
    expect(await screen.findByText('กรุณากรอกชื่อ')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกอีเมล')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกหัวข้อ')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกข้อความอย่างน้อย 10 ตัวอักษร')).toBeInTheDocument();
    expect(screen.getByLabelText('ชื่อ-นามสกุล')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends a valid message, shows the server confirmation and clears the form', async () => {
    const { fetchMock, calls } = mockApi({
      '/api/content/submit-contact': () => ({
        body: { success: true, message: 'ได้รับข้อความของคุณแล้ว' },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('ชื่อ-นามสกุล'), 'สมหญิง ดีใจ');
    await user.type(screen.getByLabelText('อีเมล'), 'somying@example.co.th');
    await user.type(screen.getByLabelText('หัวข้อ'), 'สอบถามโปรโมชัน');
    await user.type(screen.getByLabelText('ข้อความ'), 'โปรมิชลินใช้กับการจัดส่งได้ไหมคะ');
    await user.click(screen.getByRole('button', { name: 'ส่งข้อความ' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ได้รับข้อความของคุณแล้ว');
    expect(calls[0]?.body).toEqual({
      name: 'สมหญิง ดีใจ',
      email: 'somying@example.co.th',
      tel: '',
      subject: 'สอบถามโปรโมชัน',
      message: 'โปรมิชลินใช้กับการจัดส่งได้ไหมคะ',
    });
    expect(screen.getByLabelText('ชื่อ-นามสกุล')).toHaveValue('');
  });

  it('puts the server field errors under their fields', async () => {
    const { fetchMock } = mockApi({
      '/api/content/submit-contact': () => ({
        status: 422,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'ข้อมูลไม่ถูกต้อง',
          fieldErrors: { email: ['อีเมลนี้ไม่สามารถรับข้อความได้'] },
        },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('ชื่อ-นามสกุล'), 'ก');
    await user.type(screen.getByLabelText('อีเมล'), 'a@b.co');
    await user.type(screen.getByLabelText('หัวข้อ'), 'ข');
    await user.type(screen.getByLabelText('ข้อความ'), 'ข้อความยาวพอแล้ว');
    await user.click(screen.getByRole('button', { name: 'ส่งข้อความ' }));
    expect(await screen.findByText('อีเมลนี้ไม่สามารถรับข้อความได้')).toBeInTheDocument();
  });
});
