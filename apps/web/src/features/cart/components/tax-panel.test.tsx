import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { serviceCart } from '../test/cart-fixture';
import { CartAlertProvider } from './cart-alert';
import { TaxPanel } from './tax-panel';

afterEach(() => vi.unstubAllGlobals());

function renderPanel(cart = serviceCart()) {
  const api = mockApi({ '/api/order/submit-tax': () => ({ body: { success: true } }) });
  vi.stubGlobal('fetch', api.fetchMock);
  const taxCalls = () => api.calls.filter((c) => c.path === '/api/order/submit-tax');
  renderWithProviders(
    <CartAlertProvider>
      <TaxPanel cart={cart} />
    </CartAlertProvider>,
  );
  return { taxCalls };
}

describe('TaxPanel', () => {
  it('submits at once, without validation, when require tax invoice is toggled', async () => {
    const { taxCalls } = renderPanel();
    fireEvent.click(screen.getByLabelText('ต้องการใบกำกับภาษี'));
    await waitFor(() => expect(taxCalls()).toHaveLength(1));
    expect(taxCalls()[0].body).toMatchObject({ requireTax: true, taxId: '', isToggle: true });
  });

  it('blocks a save with a missing field with the spec message and sends nothing', async () => {
    const cart = serviceCart();
    cart.customer = { ...cart.customer, requireTax: true };
    const { taxCalls } = renderPanel(cart);
    fireEvent.change(screen.getByLabelText('เลขบัตรประชาชน / เลขทะเบียนนิติบุคคล'), {
      target: { value: '1234567890123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('ยังไม่สามารถดำเนินการต่อได้')).toBeInTheDocument();
    expect(within(alert).getByText('กรุณากรอกข้อมูลใบกำกับภาษีให้ครบถ้วน')).toBeInTheDocument();
    expect(taxCalls()).toHaveLength(0);
  });

  it('says when the store issues no tax invoices and blocks the checkbox', () => {
    renderPanel(serviceCart({ isAllowTaxRequest: false, isAllowElecTaxRequest: false }));
    expect(screen.getByText('ร้านค้านี้ไม่รองรับการออกใบกำกับภาษี')).toBeInTheDocument();
    expect(screen.getByLabelText('ต้องการใบกำกับภาษี')).toBeDisabled();
    expect(screen.getByLabelText('ใบกำกับภาษีอิเล็กทรอนิกส์ (e-Tax)')).toBeDisabled();
  });

  it('shows the e-tax notice on a SERVICE order when e-tax is checked', () => {
    renderPanel();
    fireEvent.click(screen.getByLabelText('ใบกำกับภาษีอิเล็กทรอนิกส์ (e-Tax)'));
    expect(screen.getByText('ข้อควรทราบเกี่ยวกับการออกใบกำกับภาษีอิเล็กทรอนิกส์')).toBeInTheDocument();
  });

  it('copies the delivery address on a DELIVERY order, on by default', async () => {
    const cart = serviceCart({ orderType: 'DELIVERY' });
    cart.customer = {
      ...cart.customer,
      requireTax: true,
      address: '99 ถนนสุขุมวิท',
      subDistrict: 'คลองเตย',
      district: 'คลองเตย',
      province: 'กรุงเทพมหานคร',
      postCode: '10110',
    };
    const { taxCalls } = renderPanel(cart);
    expect(screen.getByLabelText('ใช้ที่อยู่เดียวกับที่อยู่จัดส่ง')).toBeChecked();
    expect(screen.getByLabelText('ที่อยู่สำหรับออกใบกำกับภาษี')).toHaveValue('99 ถนนสุขุมวิท');
    fireEvent.change(screen.getByLabelText('เลขบัตรประชาชน / เลขทะเบียนนิติบุคคล'), {
      target: { value: '1234567890123' },
    });
    fireEvent.change(screen.getByLabelText('ชื่อ-นามสกุล / ชื่อบริษัท'), { target: { value: 'บริษัท ก' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(taxCalls()).toHaveLength(1));
    expect(taxCalls()[0].body).toMatchObject({
      taxAddress: '99 ถนนสุขุมวิท',
      taxSubDistrict: 'คลองเตย',
      taxProvince: 'กรุงเทพมหานคร',
      taxPostCode: '10110',
    });
  });

  it('a SERVICE order offers no "same as delivery", even with an old delivery address in the cart', async () => {
    const cart = serviceCart();
    cart.customer = { ...cart.customer, requireTax: true, address: '99 ถนนสุขุมวิท' };
    cart.shippingData = {
      ...(serviceCart({ orderType: 'DELIVERY' }).shippingData ?? {}),
      address: '99 ถนนสุขุมวิท',
    } as typeof cart.shippingData;
    const { taxCalls } = renderPanel(cart);
    expect(screen.queryByLabelText('ใช้ที่อยู่เดียวกับที่อยู่จัดส่ง')).toBeNull();
    expect(screen.getByLabelText('ที่อยู่สำหรับออกใบกำกับภาษี')).toHaveValue('');
    fireEvent.click(screen.getByLabelText('ต้องการใบกำกับภาษี'));
    await waitFor(() => expect(taxCalls()).toHaveLength(1));
    expect(taxCalls()[0].body).toMatchObject({ isSameAsDelivery: false, taxAddress: '' });
  });
});
