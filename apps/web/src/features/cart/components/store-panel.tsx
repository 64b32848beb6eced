import '../../../lib/cart-texts';
import { useQuery } from '@tanstack/react-query';
import { OPEN_TIME_ALLOW_LIST } from '@yangdee/contracts/html-allow-list';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { sanitizeTagsOnly } from '../../../lib/sanitize-tags-only';
import { useHydrated } from '../../../lib/use-hydrated';
import { useTranslation } from '../../../lib/use-translation';
import { proseClass } from '../../content/components/prose-class';
import { errorMessage, serviceSlotsQueryOptions, useCartAction } from '../api/cart-api';
import type { CartData } from '../api/cart-types';
import { useCartAlert } from './cart-alert';
import { InstallDatePicker } from './install-date-picker';

// Spec 2.9 (c) store: picture (links to the store), name, address, tel, opening time (HTML);
// SERVICE orders pick an install date (Buddhist calendar) and a slot ('from - to' radios).
// Changing the date loads its slots and submits the schedule; choosing a slot submits it too.

export function StorePanel({ cart }: { cart: CartData }) {
  const { t } = useTranslation();
  const alert = useCartAlert();
  const store = cart.storeData;
  const [date, setDate] = useState(cart.appointmentDate || '');
  const [time, setTime] = useState(cart.appointmentTime || '');
  const isService = cart.orderType === 'SERVICE';
  const slots = useQuery({ ...serviceSlotsQueryOptions(date), enabled: isService && date !== '' });
  const schedule = useCartAction<{ scheduleDate: string; scheduleTime: string }>('submit-schedule');
  const list = slots.data?.scheduleList;
  const isEmpty = list !== undefined && list.length === 0;
  // The shop's opening hours: a few tags, no attributes (the store page's own sanitiser, without
  // DOMPurify: decision 0175). Written after hydration, as RichText did.
  const hydrated = useHydrated();
  const openTime = useMemo(
    () => (hydrated ? sanitizeTagsOnly(store.openTime ?? '', OPEN_TIME_ALLOW_LIST.tags) : ''),
    [hydrated, store.openTime],
  );

  useEffect(() => {
    if (isEmpty) alert(t('cart.store.noSlotsTitle'), t('cart.store.noSlotsMessage'));
  }, [isEmpty, alert, t]);

  const submit = (scheduleDate: string, scheduleTime: string) =>
    schedule.mutate(
      { scheduleDate, scheduleTime },
      {
        onError: (error) =>
          alert(t('cart.errors.cannotProceed'), errorMessage(error, t('cart.errors.tryAgainText'))),
      },
    );

  return (
    <section
      aria-labelledby="cart-store"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="cart-store" className="mb-3 text-lg font-bold">
        {t('cart.store.heading')}
      </h2>
      <div className="flex gap-3">
        <Link to={`/store/${encodeURIComponent(store.param)}`} className="shrink-0">
          {store.picture ? (
            <img
              src={store.picture}
              alt={store.name}
              width={80}
              height={80}
              className="h-20 w-20 rounded-lg object-cover"
            />
          ) : (
            <span aria-hidden="true" className="block h-20 w-20 rounded-lg bg-slate-100" />
          )}
        </Link>
        <div className="text-sm">
          <p className="text-base font-semibold" data-testid="cart-store-name">
            {store.name}
          </p>
          <p>{store.address}</p>
          {store.tel ? <p>{t('cart.store.tel', { tel: store.tel })}</p> : null}
          {store.openTime ? (
            <div
              className={`${proseClass} text-sm`}
              data-testid="cart-store-open-time"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised twice (server + sanitizeTagsOnly)
              dangerouslySetInnerHTML={{ __html: openTime }}
            />
          ) : null}
        </div>
      </div>
      {isService ? (
        <div className="mt-4 grid gap-3">
          <InstallDatePicker
            value={date}
            rules={{ startDate: cart.startDate, availableDates: cart.availableDates }}
            onChange={(ymd) => {
              setDate(ymd);
              setTime('');
              submit(ymd, '');
            }}
          />
          {date === '' ? (
            <p className="text-sm text-slate-600">{t('cart.store.chooseDate')}</p>
          ) : (
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">{t('cart.store.slot')}</legend>
              {isEmpty ? (
                <p className="text-sm text-red-700">{t('cart.store.noSlotsMessage')}</p>
              ) : null}
              <div className="mt-1 flex flex-wrap gap-3">
                {list?.map((slot) => (
                  <label
                    key={slot.value}
                    className="flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
                  >
                    <input
                      type="radio"
                      name="install-slot"
                      value={slot.value}
                      checked={time === slot.value}
                      onChange={() => {
                        setTime(slot.value);
                        submit(date, slot.value);
                      }}
                    />
                    {t('cart.store.slotLabel', { from: slot.from, to: slot.to })}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </div>
      ) : null}
    </section>
  );
}
