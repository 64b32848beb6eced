import { describe, expect, it } from 'vitest';
import {
  checkThaiAddress,
  flattenThaiAddressData,
  formatThaiAddress,
  isThaiAddressPartKnown,
  searchThaiAddress,
  stripThaiAddressPrefixes,
  type ThaiAddressData,
} from './thai-address';

const data: ThaiAddressData = {
  version: 5,
  provinces: [
    {
      name: 'กรุงเทพมหานคร',
      listAmphur: [
        {
          name: 'บางรัก',
          listTumbon: [
            { name: 'สีลม', postcode: '10500' },
            { name: 'สุริยวงศ์', postcode: '10500' },
          ],
        },
      ],
    },
    {
      name: 'เชียงใหม่',
      listAmphur: [
        {
          name: 'เมืองเชียงใหม่',
          listTumbon: [
            { name: 'ศรีภูมิ', postcode: '50200' },
            { name: 'ช้างเผือก', postcode: '50300' },
          ],
        },
      ],
    },
  ],
};
const entries = flattenThaiAddressData(data);

describe('Thai address autocomplete', () => {
  it('flattens provinces into tumbon rows', () => {
    expect(entries).toHaveLength(4);
    expect(entries[0]).toEqual({
      tumbon: 'สีลม',
      amphur: 'บางรัก',
      province: 'กรุงเทพมหานคร',
      postcode: '10500',
    });
  });

  it('strips the prefixes อ. ต. จ.', () => {
    expect(stripThaiAddressPrefixes('ต.สีลม')).toBe('สีลม');
    expect(stripThaiAddressPrefixes('อ. บางรัก')).toBe('บางรัก');
    expect(stripThaiAddressPrefixes(' จ.เชียงใหม่ ')).toBe('เชียงใหม่');
    expect(stripThaiAddressPrefixes('ต.สีลม อ.บางรัก')).toBe('สีลม บางรัก');
  });

  it('formats a suggestion as tumbon » amphur » province » postcode', () => {
    expect(formatThaiAddress(entries[0])).toBe('สีลม » บางรัก » กรุงเทพมหานคร » 10500');
  });

  it('matches tumbon, amphur and province by substring', () => {
    expect(searchThaiAddress(entries, 'tumbon', 'ต.ลม').map((e) => e.tumbon)).toEqual(['สีลม']);
    expect(searchThaiAddress(entries, 'amphur', 'อ.เชียง').map((e) => e.tumbon)).toEqual([
      'ศรีภูมิ',
      'ช้างเผือก',
    ]);
    expect(searchThaiAddress(entries, 'province', 'เทพ')).toHaveLength(2);
  });

  it('matches the postcode by prefix only', () => {
    expect(searchThaiAddress(entries, 'postcode', '502').map((e) => e.tumbon)).toEqual(['ศรีภูมิ']);
    expect(searchThaiAddress(entries, 'postcode', '500')).toEqual([]);
    expect(searchThaiAddress(entries, 'postcode', '5')).toHaveLength(2);
  });

  it('returns nothing for empty input and respects the limit', () => {
    expect(searchThaiAddress(entries, 'tumbon', 'ต.')).toEqual([]);
    expect(searchThaiAddress(entries, 'province', 'ก', 1)).toHaveLength(1);
  });

  it('knows whether a typed part exists, for clearing on blur', () => {
    expect(isThaiAddressPartKnown(entries, 'amphur', 'อ.บางรัก')).toBe(true);
    expect(isThaiAddressPartKnown(entries, 'amphur', 'บางรั')).toBe(false);
    expect(isThaiAddressPartKnown(entries, 'postcode', '10500')).toBe(true);
    expect(isThaiAddressPartKnown(entries, 'postcode', '')).toBe(false);
  });
});

describe('checkThaiAddress (the server refuses an address not in the Thai address data)', () => {
  const good = {
    province: 'กรุงเทพมหานคร',
    district: 'บางรัก',
    subDistrict: 'สีลม',
    postCode: '10500',
  };

  it('accepts a province, district, sub-district and postcode that belong together', () => {
    expect(checkThaiAddress(data, good)).toBeNull();
    expect(checkThaiAddress(data, { ...good, subDistrict: ' สีลม ' })).toBeNull();
  });

  it('names the first part that does not fit, with a Thai message', () => {
    expect(checkThaiAddress(data, { ...good, province: 'นาร์เนีย' })).toEqual({
      part: 'province',
      message: 'ไม่พบจังหวัดนี้ กรุณาเลือกจากรายการ',
    });
    // A real district, but of another province.
    expect(checkThaiAddress(data, { ...good, district: 'เมืองเชียงใหม่' })?.part).toBe('district');
    expect(checkThaiAddress(data, { ...good, subDistrict: 'สุเทพ' })?.part).toBe('subDistrict');
    expect(checkThaiAddress(data, { ...good, postCode: '50200' })).toEqual({
      part: 'postCode',
      message: 'รหัสไปรษณีย์ไม่ตรงกับตำบล/แขวงที่เลือก',
    });
    expect(
      checkThaiAddress(data, { province: '', district: '', subDistrict: '', postCode: '' })?.part,
    ).toBe('province');
  });
});
