import { useState } from 'react';
import { type Picture, PictureViewer } from '../../../components/picture-viewer';
import { useTranslation } from '../../../lib/use-translation';

/** The tyre's pictures: the main one large, all as thumbnails; any opens the full-screen viewer. */
export function ProductGallery({ pictures }: { pictures: readonly Picture[] }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const main = pictures[selected] ?? pictures[0];
  if (!main) return null;
  return (
    <section aria-label={t('tireDetail.gallery.label')}>
      <button
        type="button"
        onClick={() => setViewerIndex(selected)}
        className="flex aspect-square w-full items-center justify-center overflow-hidden rounded-2xl border border-slate-200 bg-white p-4 focus-visible:outline-2 focus-visible:outline-emerald-700"
      >
        <img
          src={main.src}
          alt={main.alt}
          fetchPriority="high"
          width={480}
          height={480}
          className="h-full w-full object-contain"
        />
        <span className="sr-only">{t('tireDetail.gallery.open', { n: selected + 1 })}</span>
      </button>
      {pictures.length > 1 ? (
        <ul className="mt-3 grid grid-cols-5 gap-2">
          {pictures.map((picture, i) => (
            <li key={picture.src}>
              <button
                type="button"
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => setSelected(i)}
                className={`flex aspect-square w-full items-center justify-center overflow-hidden rounded-lg border bg-white p-1 focus-visible:outline-2 focus-visible:outline-emerald-700 ${
                  i === selected ? 'border-emerald-700 ring-2 ring-emerald-600' : 'border-slate-200'
                }`}
              >
                <img
                  src={picture.src}
                  alt={picture.alt}
                  loading="lazy"
                  width={96}
                  height={96}
                  className="h-full w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <PictureViewer
        pictures={pictures}
        index={viewerIndex}
        onIndexChange={setViewerIndex}
        onClose={() => setViewerIndex(null)}
      />
    </section>
  );
}
