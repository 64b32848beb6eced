import { useQueryClient } from '@tanstack/react-query';
import { ORDER_STATUS } from '@yangdee/contracts/order-status';
import type { SellerOrderListResponse } from '@yangdee/contracts/seller-orders';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { ORDER_WORK_KEY, orderDetailQueryOptions, SELLER_ORDERS_KEY } from '../api/order-work';
import { isOrderSoundOn, playOrderChime, unlockOrderSoundOnGesture } from '../lib/order-sound';
import { showToast } from '../lib/toasts';
import { type OrderChange, useOrderEvents } from '../lib/use-order-events';
import { ToastRegion } from './toast-region';

// Mounted once in the seller layout for staff with an order flag (issue 15 item 1): any order
// change refreshes the order screens; a newly paid order (waiting for confirmation) also shows
// 'มีคำสั่งซื้อใหม่ #…' with a link and plays the chime unless the shop switched it off.

export function NewOrderCue({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(() => (enabled ? unlockOrderSoundOnGesture() : undefined), [enabled]);

  const announce = async (order: { id: number; orderNo?: string } | null) => {
    let label = order ? (order.orderNo ?? String(order.id)) : '';
    if (order && !order.orderNo) {
      try {
        const detail = await queryClient.fetchQuery(orderDetailQueryOptions(order.id));
        label = detail.order.orderNo;
      } catch {
        // The number is enough.
      }
    }
    showToast({
      tone: 'info',
      text: label
        ? t('sellerOrderWork.cue.newOrder', { no: label })
        : t('sellerOrderWork.cue.newOrderPlain'),
      link: order
        ? { to: `/seller/order/detail/${order.id}`, label: t('sellerOrderWork.cue.open') }
        : { to: '/seller/order/manage', label: t('sellerOrderWork.cue.openList') },
    });
    if (isOrderSoundOn()) playOrderChime();
  };

  const onChange = (change: OrderChange) => {
    void queryClient.invalidateQueries({ queryKey: SELLER_ORDERS_KEY });
    void queryClient.invalidateQueries({ queryKey: ORDER_WORK_KEY });
    if (change.source === 'stream') {
      if (change.status === ORDER_STATUS.WAITING_CONFIRM) void announce({ id: change.orderId });
      return;
    }
    if (!change.newOrders) return;
    // Polling knows only that the count went up: the newest waiting order is the new one.
    void api
      .post<SellerOrderListResponse>(
        '/api/seller/get-order',
        { status: ORDER_STATUS.WAITING_CONFIRM, page: 1 },
        { auth: 'seller' },
      )
      .then((list) => {
        const row = list.orderList[0];
        return announce(row ? { id: row.id, orderNo: row.orderNo } : null);
      })
      .catch(() => announce(null));
  };

  useOrderEvents(onChange, enabled);
  return enabled ? <ToastRegion /> : null;
}
