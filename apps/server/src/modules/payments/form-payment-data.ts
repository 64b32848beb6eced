import type { Attempt } from './payment-attempt';
import type { ProviderForm } from './provider/payment-provider';

// The answer of generate-banking-data and generate-installment-data (spec 7 Payment): the
// provider's form (where the browser posts it, every field with its checksum) and the spec's
// named fields read from it.

export type FormPaymentData = {
  action: string;
  formFields: Record<string, string>;
  publicKey: string;
  customerTelephone: string;
  referenceNo: string;
  backgroundUrl: string;
  responseUrl: string;
  amount: string;
  customerName: string;
  customerEmail: string;
  checksum: string;
  bankCode: string;
  isValid: boolean;
  message: string;
  redirectLink: string;
};

export function formPaymentData(form: ProviderForm, attempt: Attempt): FormPaymentData {
  const f = form.fields;
  return {
    action: form.action,
    formFields: f,
    publicKey: f.publicKey ?? '',
    customerTelephone: f.customerTelephone ?? '',
    referenceNo: f.referenceNo ?? attempt.referenceNo,
    backgroundUrl: f.backgroundUrl ?? attempt.backgroundUrl,
    responseUrl: f.responseUrl ?? attempt.responseUrl,
    amount: f.amount ?? '',
    customerName: f.customerName ?? '',
    customerEmail: f.customerEmail ?? '',
    checksum: f.checksum ?? '',
    bankCode: f.bankCode ?? '',
    isValid: true,
    message: '',
    redirectLink: '',
  };
}
