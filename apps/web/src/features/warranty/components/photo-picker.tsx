import '../../../lib/my-texts';
import { CLAIM_PHOTOS_MAX } from '@yangdee/contracts/warranty';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { fileToDataUrl } from '../api/warranty';

// Up to four photos, read as data URLs; the server checks each by its bytes and re-encodes it.

export function PhotoPicker({
  photos,
  onChange,
  error,
}: {
  photos: string[];
  onChange: (photos: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('my.claim.photos', { max: CLAIM_PHOTOS_MAX })}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png"
        multiple
        className="text-sm"
        aria-invalid={Boolean(error)}
        onChange={async (event) => {
          const files = [...(event.target.files ?? [])];
          const added = await Promise.all(files.map(fileToDataUrl));
          onChange([...photos, ...added].slice(0, CLAIM_PHOTOS_MAX));
          event.target.value = '';
        }}
      />
      {photos.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {photos.map((src, n) => (
            <div key={src} className="relative">
              <img
                src={src}
                alt={t('my.claim.photoAlt', { n: n + 1 })}
                className="h-20 w-20 rounded-lg object-cover"
              />
              <button
                type="button"
                className="absolute -right-2 -top-2 h-7 w-7 rounded-full bg-white text-sm shadow"
                aria-label={t('my.claim.removePhoto', { n: n + 1 })}
                onClick={() => onChange(photos.filter((_, i) => i !== n))}
              >
                ×
              </button>
            </div>
          ))}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
