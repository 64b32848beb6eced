import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InstalmentIssuer } from '@yangdee/contracts/payment-banks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchProviderForms } from '../../../test/provider-forms';
import { mockApi, renderWithProviders } from '../../../test/render';
import type { PaymentSelection } from '../lib/payment-choices';
import { CartAlertProvider } from './cart-alert';
import { InstallmentPayment } from './installment-payment';

// Spec 2.10 (installment1, installment2) and 5 "Payment form": the card's bank for the term
// chosen on the payment panel, then the form post to the provider's instalment page. The issuers
// are the merchant's contract: here one bank without a 10-month plan.

const ISSUERS = vi.hoisted<InstalmentIssuer[]>(() => [
  { code: '004', name: 'บัตรเครดิตกสิกรไทย', terms: [3, 4, 6, 10] },
  { code: '014', name: 'บัตรเครดิตไทยพาณิชย์', terms: [3, 4, 6] },
]);

vi.mock('@yangdee/contracts/payment-banks', async (importOriginal) => {
  const real = await importOriginal<typeof import('@yangdee/contracts/payment-banks')>();
  return {
    ...real,
    INSTALMENT_ISSUERS: ISSUERS,
    instalmentTermsFor: (code: string, amount: number) =>
      real.instalmentTermsFor(code, amount, ISSUERS),
  };
});

const PATH = '/api/order/generate-installment-data';
const SELECTION: PaymentSelection = { method: 'installment1', installmentPeriod: 10, paid: 12000 };

let submitted: HTMLFormElement[];
let forms: ReturnType<typeof catchProviderForms>;

beforeEach(() => {
  forms = catchProviderForms();
  submitted = forms.submitted;
});

afterEach(() => {
  forms.release();
});

function renderInstallment(selection: PaymentSelection = SELECTION) {
  return renderWithProviders(
    <CartAlertProvider>
      <InstallmentPayment selection={selection} />
    </CartAlertProvider>,
  );
}

const bankSelect = () => screen.getByLabelText('บัตรเครดิตที่ใช้ผ่อน') as HTMLSelectElement;
const pay = () => fireEvent.click(screen.getByRole('button', { name: /ชำระเงิน 12,000 บาท/ }));

describe('InstallmentPayment (spec 2.10 instalments)', () => {
  it('shows the chosen term and disables the banks without a plan for it', () => {
    renderInstallment();
    expect(screen.getByTestId('installment-payment')).toHaveTextContent('ผ่อน 10 เดือน');
    const kbank = within(bankSelect()).getByRole('option', { name: 'บัตรเครดิตกสิกรไทย' });
    expect(kbank).toBeEnabled();
    const scb = within(bankSelect()).getByRole('option', {
      name: 'บัตรเครดิตไทยพาณิชย์ (ไม่มีแผน 10 เดือน)',
    });
    expect(scb).toBeDisabled();
  });

  it('disables every bank when the amount is below the minimum monthly payment', () => {
    renderInstallment({ method: 'installment2', installmentPeriod: 10, paid: 4000 });
    const banks = within(bankSelect())
      .getAllByRole('option')
      .filter((o) => (o as HTMLOptionElement).value !== '');
    expect(banks).toHaveLength(2);
    for (const bank of banks) {
      expect(bank).toBeDisabled();
      expect(bank).toHaveTextContent('(ยอดไม่ถึงขั้นต่ำของการผ่อน)');
    }
  });

  it('posts {bankCode, term, paymentMethod} and submits the provider form', async () => {
    const api = mockApi({
      [PATH]: () => ({
        body: {
          action: 'https://pay.test/api/v3/installment',
          formFields: { publicKey: 'pk_test', bankCode: '004', term: '10', checksum: 'abc' },
          isValid: true,
          message: '',
          redirectLink: '',
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderInstallment();
    fireEvent.change(bankSelect(), { target: { value: '004' } });
    pay();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(api.calls.find((c) => c.path === PATH)?.body).toEqual({
      bankCode: '004',
      term: 10,
      paymentMethod: 'installment1',
    });
    const form = submitted[0] as HTMLFormElement;
    expect(form.action).toBe('https://pay.test/api/v3/installment');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      publicKey: 'pk_test',
      bankCode: '004',
      term: '10',
      checksum: 'abc',
    });
    expect(screen.getByRole('button', { name: /ชำระเงิน/ })).toBeDisabled();
  });

  it('asks in Thai for the card bank and sends nothing when none is chosen', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderInstallment();
    pay();
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('ยังไม่สามารถดำเนินการต่อได้');
    expect(alert).toHaveTextContent('กรุณาเลือกบัตรเครดิตที่ใช้ผ่อน');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's Thai message when the cart is no longer valid and posts nothing", async () => {
    const api = mockApi({
      [PATH]: () => ({
        body: {
          action: '',
          formFields: {},
          isValid: false,
          message: 'ตะกร้าสินค้ามีการเปลี่ยนแปลง',
          redirectLink: '',
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderInstallment();
    fireEvent.change(bankSelect(), { target: { value: '004' } });
    pay();
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('กรุณาลองใหม่อีกครั้ง');
    expect(alert).toHaveTextContent('ตะกร้าสินค้ามีการเปลี่ยนแปลง');
    expect(submitted).toHaveLength(0);
  });
});
