import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchProviderForms } from '../../../test/provider-forms';
import { mockApi, renderWithProviders } from '../../../test/render';
import type { PaymentSelection } from '../lib/payment-choices';
import { BankingPayment } from './banking-payment';
import { CartAlertProvider } from './cart-alert';

// Spec 2.10 (internetBanking, prepaidIBanking), 5 "Payment form" and 8: the bank select; banks
// 002 and 014 only on a mobile device; the provider's form post; isValid false → 'please try
// again' with the server's message and nothing posted.

const PATH = '/api/order/generate-banking-data';
const SELECTION: PaymentSelection = {
  method: 'internetBanking',
  installmentPeriod: 0,
  paid: 16000,
};

let submitted: HTMLFormElement[];
let forms: ReturnType<typeof catchProviderForms>;

beforeEach(() => {
  forms = catchProviderForms();
  submitted = forms.submitted;
});

afterEach(() => {
  forms.release();
});

function renderBanking(answer: object) {
  const api = mockApi({ [PATH]: () => ({ body: answer }) });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(
    <CartAlertProvider>
      <BankingPayment selection={SELECTION} />
    </CartAlertProvider>,
  );
  return api;
}

const choose = (code: string) =>
  fireEvent.change(screen.getByLabelText('ธนาคาร'), { target: { value: code } });
const pay = () => fireEvent.click(screen.getByRole('button', { name: /ชำระเงิน 16,000 บาท/ }));

const FORM = {
  action: 'https://pay.test/v2/mobileBanking',
  formFields: { publicKey: 'pk', bankCode: '004', checksum: 'abc' },
  isValid: true,
  message: '',
  redirectLink: '',
};

describe('BankingPayment (spec 2.10 mobile banking)', () => {
  it('refuses Bangkok Bank off a mobile device with the spec message and sends nothing', async () => {
    const api = renderBanking(FORM);
    choose('002');
    pay();
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('กรุณาชำระผ่านโทรศัพท์มือถือ');
    expect(api.calls).toHaveLength(0);
  });

  it('posts the bank and submits the provider form', async () => {
    const api = renderBanking(FORM);
    choose('004');
    pay();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(api.calls[0].body).toEqual({ bankCode: '004', paymentMethod: 'internetBanking' });
    expect(submitted[0].action).toBe('https://pay.test/v2/mobileBanking');
  });

  it("shows the server's message when the cart is no longer valid and posts nothing", async () => {
    renderBanking({ ...FORM, isValid: false, message: 'ตะกร้าสินค้ามีการเปลี่ยนแปลง' });
    choose('004');
    pay();
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('กรุณาลองใหม่อีกครั้ง');
    expect(alert).toHaveTextContent('ตะกร้าสินค้ามีการเปลี่ยนแปลง');
    expect(submitted).toHaveLength(0);
  });
});
