import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';

// Decision 0068: a tyre the cart had to leave out (sold out, no longer sold, or refused when a
// request stored before login was added) is named, with a way back to its tyre page where the
// other shops' offers are — never an empty cart without a word.

export type DroppedItem = { name: string; link: string; message?: string };

export function DroppedItemsNotice({ items }: { items: DroppedItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="dropped-items"
      className="mb-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="cart-dropped"
    >
      <h2 id="dropped-items" className="font-bold">
        {t('orderability.droppedTitle')}
      </h2>
      <p className="text-sm">{t('orderability.droppedText')}</p>
      <ul className="mt-2 grid gap-2">
        {items.map((item) => (
          <li key={`${item.link}|${item.name}`} className="text-sm">
            <span className="font-semibold">{item.name}</span>
            {item.message ? <span> — {item.message}</span> : null}
            {item.link ? (
              <>
                {' '}
                <Link to={item.link} className="font-semibold text-emerald-800 underline">
                  {t('orderability.otherShops')}
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
