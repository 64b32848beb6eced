import '../../../lib/my-texts';
import type { MessageHistoryItem } from '@yangdee/contracts/messages';
import { NAMED_ROUTES } from '@yangdee/contracts/routes';
import { Link } from 'react-router';
import { formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';

// The messages sent to the shopper (issue 35 item 4): what, the text, the channel, the delivery
// state in Thai, the times, and a link to the order.

const STATE_STYLE: Record<MessageHistoryItem['state'], string> = {
  pending: 'bg-amber-50 text-amber-900',
  sent: 'bg-emerald-50 text-emerald-800',
  failed: 'bg-red-50 text-red-800',
  skipped: 'bg-slate-100 text-slate-700',
};

function MessageRow({ message }: { message: MessageHistoryItem }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="message-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {t(`my.notifications.kind.${message.kind}`)}
        </h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${STATE_STYLE[message.state]}`}
        >
          {t(`my.notifications.state.${message.state}`)}
        </span>
      </div>
      {message.text ? (
        <p className="mt-2 whitespace-pre-line text-slate-800">{message.text}</p>
      ) : (
        <p className="mt-2 text-sm text-slate-500">{t('my.notifications.history.noText')}</p>
      )}
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm text-slate-600 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">{t('my.notifications.history.channel')}</dt>
        <dd>
          {message.channel
            ? t(`my.notifications.channel.${message.channel}`)
            : t('my.notifications.history.noChannel')}
        </dd>
        <dt className="font-medium text-slate-700">{t('my.notifications.history.createdAt')}</dt>
        <dd>{formatThaiDateTime(message.createdAt)}</dd>
        {message.sentAt ? (
          <>
            <dt className="font-medium text-slate-700">{t('my.notifications.history.sentAt')}</dt>
            <dd>{formatThaiDateTime(message.sentAt)}</dd>
          </>
        ) : null}
      </dl>
      {message.orderNo ? (
        <Link
          to={NAMED_ROUTES.RECEIPT(message.orderNo)}
          className="mt-3 inline-block font-medium text-emerald-800 underline hover:text-emerald-900"
        >
          {t('my.notifications.history.order', { orderNo: message.orderNo })}
        </Link>
      ) : null}
    </li>
  );
}

export function MessageHistory({ messages }: { messages: MessageHistoryItem[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
        {t('my.notifications.history.empty')}
      </p>
    );
  }
  return (
    <ul className="grid gap-3" aria-label={t('my.notifications.history.title')}>
      {messages.map((message) => (
        <MessageRow key={message.id} message={message} />
      ))}
    </ul>
  );
}
