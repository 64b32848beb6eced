import '../../../lib/cart-texts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { addCart, CART_KEY } from '../api/cart-api';
import type { AddCartBody } from '../api/cart-types';
import {
  type PendingItem,
  readPendingCartRequest,
  removePendingCartRequest,
} from '../lib/pending-cart-request';
import { useCartAlert } from './cart-alert';

const REPLACE_CODE = 'CART_REPLACE_REQUIRED';

/** A request stored before login that the server refused (e.g. sold out meanwhile). */
export type NotAddedItem = PendingItem & { message: string };

/**
 * Spec 2.9: a cart request stored before login is added on load, then removed, and the cart
 * icon refreshed. Answers whether the cart may load yet, and a pending replace question.
 */
export function usePendingCartRequest(isSignedIn: boolean) {
  const { t } = useTranslation();
  const alert = useCartAlert();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const [isDone, setIsDone] = useState(() => readPendingCartRequest() === null);
  const [replaceAsk, setReplaceAsk] = useState<{ body: AddCartBody; message: string } | null>(null);
  const [notAdded, setNotAdded] = useState<NotAddedItem | null>(null);
  const item = useRef<PendingItem>({ name: '', backLink: '' });

  const finish = () => {
    removePendingCartRequest();
    void queryClient.invalidateQueries({ queryKey: CART_KEY });
    setIsDone(true);
  };

  const send = async (body: AddCartBody) => {
    try {
      await addCart(body);
      finish();
    } catch (error) {
      if (error instanceof ApiError && error.code === REPLACE_CODE) {
        setReplaceAsk({ body, message: error.message });
        return;
      }
      finish();
      const message = error instanceof ApiError ? error.message : '';
      // The cart page names the tyre and links back to its page (decision 0068).
      setNotAdded({ ...item.current, message });
      alert(t('cart.errors.tryAgain'), message);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, after sign-in
  useEffect(() => {
    if (!isSignedIn || started.current) return;
    const pending = readPendingCartRequest();
    if (!pending) return;
    started.current = true;
    item.current = pending.item;
    void send(pending.body);
  }, [isSignedIn]);

  return {
    isDone,
    notAdded,
    replaceAsk,
    confirmReplace: () => {
      const ask = replaceAsk;
      setReplaceAsk(null);
      if (ask) void send({ ...ask.body, replace: true });
    },
    cancelReplace: () => {
      setReplaceAsk(null);
      finish();
    },
  };
}
