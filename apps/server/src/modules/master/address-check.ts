import { checkThaiAddress, type ThaiAddressParts } from '@yangdee/contracts/thai-address';
import { AppError } from '../../lib/app-error';
import { getAddressData } from './address-data';

// Every saved address (profile, delivery, tax invoice) is checked against the same Thai address
// data the web's ThaiAddressInput suggests from (docs/decisions/0065): 422 with a Thai message on
// the field that does not fit, nothing saved.

/** The form's own field names for the four parts (e.g. taxProvince on the tax form). */
export type AddressFieldNames = Record<keyof ThaiAddressParts, string>;

export const PLAIN_ADDRESS_FIELDS: AddressFieldNames = {
  province: 'province',
  district: 'district',
  subDistrict: 'subDistrict',
  postCode: 'postCode',
};

export const TAX_ADDRESS_FIELDS: AddressFieldNames = {
  province: 'taxProvince',
  district: 'taxDistrict',
  subDistrict: 'taxSubDistrict',
  postCode: 'taxPostCode',
};

export function assertThaiAddress(
  parts: ThaiAddressParts,
  fields: AddressFieldNames = PLAIN_ADDRESS_FIELDS,
): void {
  const problem = checkThaiAddress(getAddressData(), parts);
  if (!problem) return;
  throw new AppError('VALIDATION_FAILED', problem.message, {
    [fields[problem.part]]: [problem.message],
  });
}
