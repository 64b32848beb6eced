import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { providerResultMessage } from '@yangdee/contracts/payment-results';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchProviderForms } from '../../../test/provider-forms';
import { mockApi, renderWithProviders } from '../../../test/render';
import type { PaymentSelection } from '../lib/payment-choices';
import { CardPayment } from './card-payment';
import { CartAlertProvider } from './cart-alert';

// Spec 2.10 (card, prepaidCard), 5 "Payment form" and 7 "Card payment provider": the card goes
// from the browser to the provider's tokenizer; our server gets the token only.

const PROVIDER = 'https://pay.test/api';
const TOKENS = `${PROVIDER}/v2/tokens`;
const CHARGE = '/api/order/charge-card-payment';
const TOKEN = 'tok-provider-abcdef';
const SELECTION: PaymentSelection = { method: 'card', installmentPeriod: 0, paid: 4590 };
const THIS_YEAR = new Date().getFullYear();
const YY = String((THIS_YEAR + 2) % 100).padStart(2, '0');

const charged = (over: Record<string, unknown> = {}) => ({
  body: {
    resultCode: '00',
    resultMessage: '',
    gbpReferenceNo: 'gbp0001',
    isValid: true,
    message: '',
    redirectLink: '',
    action: `${PROVIDER}/v2/tokens/3d_secured`,
    formFields: { publicKey: 'pk_test', gbpReferenceNo: 'gbp0001' },
    ...over,
  },
});

const tokenOk = () => ({
  body: {
    resultCode: '00',
    resultMessage: 'Success',
    card: { token: TOKEN, number: '453501******5741' },
  },
});

let meta: HTMLMetaElement;
let submitted: HTMLFormElement[];
let forms: ReturnType<typeof catchProviderForms>;

beforeEach(() => {
  meta = document.createElement('meta');
  meta.name = 'app-config';
  meta.content = JSON.stringify({ paymentApiUrl: `${PROVIDER}/`, paymentPublicKey: 'pk_test' });
  document.head.append(meta);
  forms = catchProviderForms();
  submitted = forms.submitted;
});

afterEach(() => {
  meta.remove();
  forms.release();
});

function renderCard(selection: PaymentSelection = SELECTION) {
  return renderWithProviders(
    <CartAlertProvider>
      <CardPayment selection={selection} />
    </CartAlertProvider>,
  );
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

function fillCard() {
  fireEvent.change(field('ชื่อบนบัตร'), { target: { value: 'SOMCHAI JAIDEE' } });
  fireEvent.change(field('หมายเลขบัตร'), { target: { value: '4535017710535741' } });
  fireEvent.change(field('เดือนหมดอายุ'), { target: { value: '12' } });
  fireEvent.change(field('ปีหมดอายุ'), { target: { value: YY } });
  fireEvent.change(field('รหัส CCV'), { target: { value: '123' } });
}

const pay = () => fireEvent.click(screen.getByRole('button', { name: /ชำระเงิน 4,590 บาท/ }));

describe('CardPayment (spec 2.10 card form)', () => {
  it('formats the card number as typed: groups of 4, letters dropped, at most 19 characters', async () => {
    const user = userEvent.setup();
    renderCard();
    const number = field('หมายเลขบัตร');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    await user.type(number, '4535017710535741');
    expect(number.value).toBe('4535 0177 1053 5741');
    await user.clear(number);
    await user.type(number, 'ab45x35-01');
    expect(number.value).toBe('4535 01');
    fireEvent.change(number, { target: { value: '45350177105357419999' } });
    expect(number.value).toBe('4535 0177 1053 5741');
    expect(number.value).toHaveLength(19);
    const ccv = field('รหัส CCV');
    expect(ccv).toHaveAttribute('type', 'password');
    expect(ccv).toHaveAttribute('maxlength', '3');
    expect(ccv).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByTestId('card-payment')).toHaveTextContent(
      'ข้อมูลบัตรส่งตรงถึงผู้ให้บริการชำระเงินอย่างปลอดภัย',
    );
  });

  it('offers expiry months 01–12 and years from this year to +15 with two-digit values', () => {
    renderCard();
    const months = within(field('เดือนหมดอายุ')).getAllByRole('option') as HTMLOptionElement[];
    expect(months.map((o) => o.value)).toEqual([
      '',
      ...Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')),
    ]);
    const years = (within(field('ปีหมดอายุ')).getAllByRole('option') as HTMLOptionElement[]).filter(
      (o) => o.value !== '',
    );
    expect(years).toHaveLength(16);
    expect(years[0]).toHaveTextContent(String(THIS_YEAR));
    expect(years[0]?.value).toBe(String(THIS_YEAR % 100).padStart(2, '0'));
    expect(years[15]).toHaveTextContent(String(THIS_YEAR + 15));
    expect(years[15]?.value).toBe(String((THIS_YEAR + 15) % 100).padStart(2, '0'));
  });

  it('asks in Thai for the missing fields on an empty submit and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderCard();
    pay();
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('ยังไม่สามารถดำเนินการต่อได้');
    expect(alert).toHaveTextContent('กรุณากรอกข้อมูลการชำระเงินให้ครบถ้วน');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tokenizes the card at the provider, charges only the token, then posts the 3-D Secure form', async () => {
    const log = vi.spyOn(console, 'log');
    const api = mockApi({ [TOKENS]: tokenOk, [CHARGE]: () => charged() });
    vi.stubGlobal('fetch', api.fetchMock);
    renderCard();
    fillCard();
    pay();
    await waitFor(() => expect(submitted).toHaveLength(1));

    const tokenCall = api.calls.find((c) => c.path === TOKENS);
    expect(tokenCall?.init.method).toBe('POST');
    expect((tokenCall?.init.headers as Record<string, string> | undefined)?.authorization).toBe(
      `Basic ${btoa('pk_test:')}`,
    );
    expect(tokenCall?.body).toEqual({
      rememberCard: false,
      card: {
        name: 'SOMCHAI JAIDEE',
        number: '4535017710535741',
        expirationMonth: '12',
        expirationYear: YY,
        securityCode: '123',
      },
    });

    const chargeCalls = api.calls.filter((c) => c.path === CHARGE);
    expect(chargeCalls).toHaveLength(1);
    expect(chargeCalls[0]?.body).toEqual({ token: TOKEN, paymentMethod: 'card' });
    const sent = String(chargeCalls[0]?.init.body);
    expect(sent).not.toContain('4535');
    expect(sent).not.toContain('5741');
    expect(sent).not.toContain('securityCode');
    expect(api.calls.map((c) => c.path)).toEqual([TOKENS, CHARGE]);

    const form = submitted[0] as HTMLFormElement;
    expect(form.action).toBe(`${PROVIDER}/v2/tokens/3d_secured`);
    expect(form.method).toBe('post');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      publicKey: 'pk_test',
      gbpReferenceNo: 'gbp0001',
    });
    expect(screen.getByRole('button', { name: /ชำระเงิน/ })).toBeDisabled();
    expect(field('หมายเลขบัตร').value).toBe('');
    expect(log).not.toHaveBeenCalled();
    expect(JSON.stringify({ ...localStorage })).not.toContain('4535');
    expect(JSON.stringify({ ...localStorage })).not.toContain(TOKEN);
  });

  it('keeps the pay button disabled while the provider works', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderCard();
    fillCard();
    pay();
    const button = screen.getByRole('button', { name: /ชำระเงิน/ });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer(new Response(JSON.stringify({ resultCode: '54', resultMessage: 'Expired' })));
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('shows the Thai decline text of a 05 charge, submits nothing and clears the CCV', async () => {
    const api = mockApi({
      [TOKENS]: tokenOk,
      [CHARGE]: () =>
        charged({
          resultCode: '05',
          resultMessage: providerResultMessage('05'),
          message: providerResultMessage('05'),
          action: '',
          formFields: {},
        }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderCard({ method: 'prepaidCard', installmentPeriod: 0, paid: 4590 });
    fillCard();
    pay();
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('ยังไม่สามารถดำเนินการต่อได้');
    expect(alert).toHaveTextContent('ธนาคารผู้ออกบัตรปฏิเสธรายการ กรุณาติดต่อธนาคารหรือใช้บัตรอื่น');
    expect(api.calls.find((c) => c.path === CHARGE)?.body).toEqual({
      token: TOKEN,
      paymentMethod: 'prepaidCard',
    });
    expect(submitted).toHaveLength(0);
    expect(field('รหัส CCV').value).toBe('');
    expect(field('หมายเลขบัตร').value).toBe('4535 0177 1053 5741');
  });

  it("shows the provider's token refusal in Thai and never calls our server", async () => {
    const api = mockApi({
      [TOKENS]: () => ({ body: { resultCode: '54', resultMessage: 'Card expired' } }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderCard();
    fillCard();
    pay();
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('ยังไม่สามารถดำเนินการต่อได้');
    expect(alert).toHaveTextContent(providerResultMessage('54'));
    expect(api.calls.map((c) => c.path)).toEqual([TOKENS]);
    expect(field('รหัส CCV').value).toBe('');
  });

  it('says try again when the provider cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderCard();
    fillCard();
    pay();
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('ยังไม่สามารถดำเนินการต่อได้');
    expect(alert).toHaveTextContent('กรุณาลองใหม่อีกครั้ง');
    expect(submitted).toHaveLength(0);
  });

  it("shows the server's Thai message when the charge is refused (isValid false)", async () => {
    const api = mockApi({
      [TOKENS]: tokenOk,
      [CHARGE]: () =>
        charged({ isValid: false, message: 'ตะกร้าสินค้ามีการเปลี่ยนแปลง', redirectLink: '' }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderCard();
    fillCard();
    pay();
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('กรุณาลองใหม่อีกครั้ง');
    expect(alert).toHaveTextContent('ตะกร้าสินค้ามีการเปลี่ยนแปลง');
    expect(submitted).toHaveLength(0);
  });

  it("shows our server's Thai error message for an HTTP error", async () => {
    const api = mockApi({
      [TOKENS]: tokenOk,
      [CHARGE]: () => ({
        status: 409,
        body: { success: false, code: 'OUT_OF_STOCK', message: 'สินค้าหมดแล้ว กรุณาเลือกร้านค้าอื่น' },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderCard();
    fillCard();
    pay();
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('สินค้าหมดแล้ว กรุณาเลือกร้านค้าอื่น');
    expect(submitted).toHaveLength(0);
  });
});
