import { useQuery } from '@tanstack/react-query';
import type { MessageHistoryItem, OutboxState } from '@yangdee/contracts/messages';
import { formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { sellerOrderMessagesQueryOptions } from '../api/seller-orders';

// "ข้อความถึงลูกค้า" on /seller/order/detail/:id (issue 35 item 4): each message the order sent
// its customer — what it was about, the text, the channel, its delivery state and times. The
// labels are the `messageLabels` texts (kind, state, channel), shared by every message list.

const STATE_STYLE: Record<OutboxState, string> = {
  pending: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-800',
  skipped: 'bg-slate-200 text-slate-800',
};

function MessageRow({ message }: { message: MessageHistoryItem }) {
  const { t } = useTranslation();
  return (
    <li className="space-y-1 py-3 first:pt-0 last:pb-0" data-testid="order-message">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">
          {t(`messageLabels.kind.${message.kind}`)}
        </span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[message.state]}`}
        >
          {t(`messageLabels.state.${message.state}`)}
        </span>
        {message.channel ? (
          <span className="text-sm text-slate-600">
            {t('sellerOrders.messages.via', {
              channel: t(`messageLabels.channel.${message.channel}`),
            })}
          </span>
        ) : null}
      </div>
      <p
        className={`whitespace-pre-line break-words ${message.text ? 'text-slate-800' : 'text-sm text-slate-500'}`}
      >
        {message.text ?? t('sellerOrders.messages.noText')}
      </p>
      <p className="text-sm text-slate-600">
        {message.sentAt
          ? t('sellerOrders.messages.sentAt', { when: formatThaiDateTime(message.sentAt) })
          : t('sellerOrders.messages.createdAt', { when: formatThaiDateTime(message.createdAt) })}
      </p>
    </li>
  );
}

export function OrderMessages({ orderId, className }: { orderId: number; className: string }) {
  const { t } = useTranslation();
  const messages = useQuery(sellerOrderMessagesQueryOptions(orderId));
  return (
    <section className={className} aria-labelledby="order-messages" data-testid="order-messages">
      <h2 id="order-messages" className="mb-3 text-lg font-semibold text-slate-900">
        {t('sellerOrders.messages.title')}
      </h2>
      {messages.isPending ? null : messages.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('sellerOrders.messages.loadFailed')}
        </p>
      ) : messages.data.messages.length === 0 ? (
        <p className="text-slate-600">{t('sellerOrders.messages.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {messages.data.messages.map((m) => (
            <MessageRow key={m.id} message={m} />
          ))}
        </ul>
      )}
    </section>
  );
}
