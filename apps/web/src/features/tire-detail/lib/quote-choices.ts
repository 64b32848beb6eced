import { useQuery } from '@tanstack/react-query';
import { DEFAULT_QUOTE_PROVINCE } from '@yangdee/contracts/offer-quote-rules';
import { isProvinceName } from '@yangdee/contracts/provinces';
import { useEffect, useState } from 'react';
import { useUserSession } from '../../../lib/auth-store';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { savedAddressQueryOptions } from '../api/saved-province';

export type OrderType = 'SERVICE' | 'DELIVERY';

/** What the tyre page prices for (decision 0166): the shops' panel and every card read it. */
export type QuoteChoices = {
  qty: number;
  orderType: OrderType;
  province: string;
  setQty: (qty: number) => void;
  setOrderType: (orderType: OrderType) => void;
  setProvince: (province: string) => void;
};

/**
 * The quantity, order type and delivery province, one set for the page. The province starts at
 * the signed-in shopper's saved address (the cart delivers there and charges its rate), else the
 * province chosen before on this browser, else Bangkok; a choice made here wins over both.
 */
export function useQuoteChoices(): QuoteChoices {
  const [qty, setQty] = useState(4);
  const [orderType, setOrderType] = useState<OrderType>('SERVICE');
  const [chosen, setChosen] = useState<string | null>(null);
  const [remembered, setRemembered] = useState<string | null>(null);
  const { token } = useUserSession();
  const { data: profile } = useQuery(savedAddressQueryOptions(token !== null));
  // Storage is read after the first paint (a server render has none).
  useEffect(() => {
    const saved = readStorage(STORAGE_KEYS.quoteProvince);
    if (saved && isProvinceName(saved)) setRemembered(saved);
  }, []);
  const saved = token && profile && isProvinceName(profile.province) ? profile.province : null;
  return {
    qty,
    orderType,
    province: chosen ?? saved ?? remembered ?? DEFAULT_QUOTE_PROVINCE,
    setQty,
    setOrderType,
    setProvince: (province) => {
      setChosen(province);
      writeStorage(STORAGE_KEYS.quoteProvince, province);
    },
  };
}
