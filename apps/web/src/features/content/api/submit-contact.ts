import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '@yangdee/contracts/content';
import { api } from '../../../lib/api';

export type ContactResult = { success: true; message: string };

export function useSubmitContact() {
  return useMutation({
    mutationFn: (body: ContactBody) => api.post<ContactResult>('/api/content/submit-contact', body),
  });
}
