import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { serviceCart } from '../test/cart-fixture';
import { CartScreen } from './cart-screen';

// Issue 13 (item 5): the customer comes before the payment method; a method chosen first says
// what is missing and takes the shopper there; the form starts from the last order / profile.

beforeEach(() => localStorage.setItem('userToken', '1|secret'));
afterEach(() => vi.unstubAllGlobals());

const EMPTY_PERSON = {
  firstName: '',
  lastName: '',
  email: '',
  tel: '',
  carBrand: '',
  carModel: '',
  licenseNumber: '',
  licenseProvince: '',
};

function renderCart(overrides: Parameters<typeof serviceCart>[0]) {
  const cart = serviceCart(overrides);
  const { fetchMock, calls } = mockApi({
    '/api/order/get-service-slot': () => ({
      body: { scheduleList: [{ value: 'slot1', from: '08:00', to: '11:00' }], message: '' },
    }),
    '/api/user/get-car': () => ({ body: [] }),
    '/api/order/get-cart-data': () => ({
      body: {
        cartData: cart,
        promotionData: null,
        isValid: true,
        message: '',
        redirectLink: '',
        droppedItems: [],
      },
    }),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<CartScreen />, { path: '/cart' });
  return calls;
}

describe('checkout order', () => {
  it('a payment method chosen before the customer is saved says so and goes to the customer form', async () => {
    const base = serviceCart();
    const calls = renderCart({
      customer: { ...base.customer, ...EMPTY_PERSON },
      isCustomerReady: false,
    });
    const choice = await screen.findByLabelText(/สแกน QR ชำระเต็มจำนวน/);
    fireEvent.click(choice);
    const missing = await screen.findByTestId('payment-missing');
    expect(missing).toHaveTextContent('กรุณาบันทึกข้อมูลลูกค้า');
    expect(within(missing).getByRole('button', { name: 'ไปที่ส่วน “ข้อมูลลูกค้า”' })).toBeVisible();
    const customer = screen.getByRole('region', { name: 'ข้อมูลลูกค้า' });
    expect(customer.contains(document.activeElement)).toBe(true);
    expect(calls.some((c) => c.path === '/api/order/change-payment-method')).toBe(false);
  });

  it('the customer form starts from the last order (name, phone, email and car)', async () => {
    const base = serviceCart();
    renderCart({
      customer: { ...base.customer, ...EMPTY_PERSON },
      isCustomerReady: false,
      customerSuggestion: {
        ...base.customerSuggestion,
        firstName: 'สมศรี',
        lastName: 'มีสุข',
        email: 'somsri@example.com',
        tel: '0811111111',
        carBrand: 'Honda',
        carModel: 'City',
        licenseNumber: '1กก 999',
        licenseProvince: 'ชลบุรี',
      },
    });
    const customer = await screen.findByRole('region', { name: 'ข้อมูลลูกค้า' });
    expect(
      within(customer).getByLabelText(/ชื่อ/, { selector: 'input[name="firstName"]' }),
    ).toHaveValue('สมศรี');
    expect(customer.querySelector('input[name="lastName"]')).toHaveValue('มีสุข');
    expect(customer.querySelector('input[name="email"]')).toHaveValue('somsri@example.com');
    expect(customer.querySelector('input[name="tel"]')).toHaveValue('0811111111');
    expect(within(customer).getByRole('combobox')).toHaveDisplayValue('1กก 999 - Honda City');
  });
});
