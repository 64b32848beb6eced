import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_THAI_ADDRESS, type ThaiAddressEntry } from '@yangdee/contracts/thai-address';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/render';
import { SearchableDropdown } from './searchable-dropdown';
import { ThaiAddressInput } from './thai-address-input';
import { Typeahead } from './typeahead';

afterEach(() => vi.unstubAllGlobals());

const addressData = {
  version: 5,
  provinces: [
    {
      name: 'กรุงเทพมหานคร',
      listAmphur: [{ name: 'บางรัก', listTumbon: [{ name: 'สีลม', postcode: '10500' }] }],
    },
    {
      name: 'เชียงใหม่',
      listAmphur: [{ name: 'เมืองเชียงใหม่', listTumbon: [{ name: 'ศรีภูมิ', postcode: '50200' }] }],
    },
  ],
};

let lastValue: ThaiAddressEntry = EMPTY_THAI_ADDRESS;
function Address() {
  const [value, setValue] = useState<ThaiAddressEntry>(EMPTY_THAI_ADDRESS);
  lastValue = value;
  return <ThaiAddressInput value={value} onChange={setValue} />;
}

function renderAddress() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Address />
    </QueryClientProvider>,
  );
}

describe('ThaiAddressInput', () => {
  // The data's schema is a module of its own, loaded with the data (decision 0175): compiled once
  // here, so the first test does not pay for it.
  beforeAll(() => import('@yangdee/contracts/thai-address-schema'), 30_000);

  it('strips ต., suggests "tumbon » amphur » province » postcode" and fills all four', async () => {
    const { fetchMock, calls } = mockApi({
      '/api/master/address-data': () => ({ body: addressData }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAddress();
    await waitFor(() => expect(calls).toHaveLength(1));
    // Loaded (checked with its schema, fetched beside the data: decision 0175) and cached.
    await waitFor(() => expect(localStorage.getItem('addressData')).not.toBeNull());
    await user.type(screen.getByRole('combobox', { name: 'ตำบล/แขวง' }), 'ต.สีล');
    const option = await screen.findByRole('option', {
      name: 'สีลม » บางรัก » กรุงเทพมหานคร » 10500',
    });
    await user.click(option);
    expect(lastValue).toEqual({
      tumbon: 'สีลม',
      amphur: 'บางรัก',
      province: 'กรุงเทพมหานคร',
      postcode: '10500',
    });
    expect(screen.getByRole('combobox', { name: 'รหัสไปรษณีย์' })).toHaveValue('10500');
    // Cached with its version: a second mount does not fetch again.
    expect(JSON.parse(localStorage.getItem('addressData') ?? '{}').version).toBe(5);
  });

  it('matches the postcode by prefix', async () => {
    localStorage.setItem('addressData', JSON.stringify(addressData));
    const { fetchMock, calls } = mockApi({});
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAddress();
    await user.type(screen.getByRole('combobox', { name: 'รหัสไปรษณีย์' }), '502');
    expect(await screen.findAllByRole('option')).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });

  it('refetches when the stored version differs', async () => {
    localStorage.setItem('addressData', JSON.stringify({ ...addressData, version: 4 }));
    const { fetchMock, calls } = mockApi({
      '/api/master/address-data': () => ({ body: addressData }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAddress();
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('clears all four fields on blur when the typed part matches nothing', async () => {
    localStorage.setItem('addressData', JSON.stringify(addressData));
    vi.stubGlobal('fetch', mockApi({}).fetchMock);
    const user = userEvent.setup();
    renderAddress();
    await user.type(screen.getByRole('combobox', { name: 'ตำบล/แขวง' }), 'สีล');
    await user.click(await screen.findByRole('option'));
    await user.clear(screen.getByRole('combobox', { name: 'อำเภอ/เขต' }));
    await user.type(screen.getByRole('combobox', { name: 'อำเภอ/เขต' }), 'ไม่มีอำเภอนี้');
    fireEvent.blur(screen.getByRole('combobox', { name: 'อำเภอ/เขต' }));
    expect(lastValue).toEqual(EMPTY_THAI_ADDRESS);
    expect(screen.getByRole('combobox', { name: 'ตำบล/แขวง' })).toHaveValue('');
  });
});

const tyreBrands = ['Bridgestone', 'Michelin', 'Goodyear', 'Yokohama', 'Dunlop'];

describe('Typeahead', () => {
  it('suggests from 1 character, ordered by match position, and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Typeahead label="ยี่ห้อยาง" items={tyreBrands} getLabel={(b) => b} onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'ยี่ห้อยาง' });
    await user.type(input, 'o');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Goodyear',
      'Yokohama',
      'Dunlop',
      'Bridgestone',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Yokohama');
    expect(input).toHaveValue('Yokohama');
  });
});

describe('SearchableDropdown', () => {
  it('filters the options and chooses one, returning focus', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <SearchableDropdown
        label="ยี่ห้อรถ"
        items={tyreBrands}
        getLabel={(b) => b}
        value={null}
        onChange={onChange}
      />,
    );
    const button = screen.getByRole('button', { name: /ยี่ห้อรถ/ });
    await user.click(button);
    expect(screen.getAllByRole('option')).toHaveLength(5);
    await user.keyboard('mich');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Michelin']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('Michelin');
    expect(button).toHaveFocus();
  });
});
