import '../../lib/my-texts';
import { useQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { queryClient } from '../../app/query-client';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { Spinner } from '../../components/spinner';
import {
  messageHistoryQueryOptions,
  notificationSettingsQueryOptions,
} from '../../features/notifications/api/my-notifications';
import { LineLinkSection } from '../../features/notifications/components/line-link-section';
import { MessageHistory } from '../../features/notifications/components/message-history';
import { NotificationSettingsForm } from '../../features/notifications/components/notification-settings-form';
import { useTranslation } from '../../lib/use-translation';

// /my/notifications (issue 35 items 2 and 4): link LINE, choose channels and reminders with
// marketing consent, and read the messages sent to the shopper.

const pageOf = (params: URLSearchParams) =>
  Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

export async function loader({ request }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(notificationSettingsQueryOptions());
  void queryClient.prefetchQuery(
    messageHistoryQueryOptions(pageOf(new URL(request.url).searchParams)),
  );
  return null;
}

export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const settings = useQuery(notificationSettingsQueryOptions());
  const history = useQuery(messageHistoryQueryOptions(page));

  return (
    <section className="grid gap-6">
      <PageHeading titleKey="pages.myNotifications" />
      {settings.isLoading ? <Spinner /> : null}
      {settings.isError ? (
        <p role="alert" className="text-red-700">
          {settings.error.message || t('my.common.tryAgain')}
        </p>
      ) : null}
      {settings.data ? (
        <>
          <LineLinkSection isLinked={settings.data.lineLinked} />
          <NotificationSettingsForm settings={settings.data} />
        </>
      ) : null}
      <section aria-labelledby="message-history-title" className="grid gap-3">
        <h2 id="message-history-title" className="text-lg font-semibold text-slate-900">
          {t('my.notifications.history.title')}
        </h2>
        {history.isLoading ? <Spinner /> : null}
        {history.isError ? (
          <p role="alert" className="text-red-700">
            {history.error.message || t('my.common.tryAgain')}
          </p>
        ) : null}
        {history.data ? (
          <>
            <MessageHistory messages={history.data.items} />
            <Pager
              page={page}
              totalPages={history.data.totalPage}
              onPageChange={(next) => setParams({ page: String(next) })}
            />
          </>
        ) : null}
      </section>
    </section>
  );
}
