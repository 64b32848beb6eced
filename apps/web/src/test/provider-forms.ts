import { vi } from 'vitest';

// The payment forms end by posting a form to the provider (postToProvider): tests catch the
// submit instead of leaving the page. Call in beforeEach; `release` in afterEach.

export function catchProviderForms(): { submitted: HTMLFormElement[]; release: () => void } {
  localStorage.setItem('userToken', '1|secret');
  const submitted: HTMLFormElement[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    submitted.push(this);
  });
  return {
    submitted,
    release: () => {
      for (const form of submitted) form.remove();
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    },
  };
}
