import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@yangdee/contracts/messages';
import type {
  LineLinkResponse,
  LinkLineBody,
  MessageHistoryPage,
  NotificationSettings,
} from '@yangdee/contracts/my-notifications';
import { api } from '../../../lib/api';

// The shopper's LINE link, message choices, marketing consent and message history (issue 35).

const SETTINGS_KEY = ['my', 'notification-preferences'] as const;

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: SETTINGS_KEY,
    queryFn: () => api.get<NotificationSettings>('/api/my/notification-preferences'),
  });

export const messageHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['my', 'notifications', page],
    queryFn: () => api.get<MessageHistoryPage>(`/api/my/notifications?page=${page}`),
  });

export function useLinkLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkLineBody) => api.post<LineLinkResponse>('/api/my/line', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}

export function useUnlinkLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<LineLinkResponse>('/api/my/line'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}

/**
 * Saves the form: a consent change first (a new grant or withdrawal row, only when it changed),
 * then the choices. Answers the settings as the server now holds them.
 */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      prefs: NotificationPreferences;
      consent: boolean;
      hadConsent: boolean;
    }) => {
      if (input.consent !== input.hadConsent) {
        await api.put<NotificationSettings>('/api/my/marketing-consent', {
          granted: input.consent,
        });
      }
      return api.put<NotificationSettings>('/api/my/notification-preferences', input.prefs);
    },
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}
