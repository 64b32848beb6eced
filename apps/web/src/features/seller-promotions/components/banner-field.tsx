import { useId, useState } from 'react';
import { CROP_IMAGE_MAX_BYTES, CROP_IMAGE_TYPES, checkFile } from '../../../components/file-rules';
import { useTranslation } from '../../../lib/use-translation';
import { readFileAsDataUrl } from '../api/seller-promotions';

// One banner picture of the promotion form: the current one (or the newly picked one) as a
// preview, a file picker (JPEG or PNG up to 10 MB, spec 9) and a remove button.
// value: undefined keep the saved picture, null remove it, a data URL for a new one.

type Props = {
  label: string;
  savedUrl: string;
  value: string | null | undefined;
  onChange: (value: string | null | undefined) => void;
  testId: string;
};

export function BannerField({ label, savedUrl, value, onChange, testId }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState('');
  const shown = value === undefined ? savedUrl : (value ?? '');
  const onPick = async (file: File | undefined) => {
    if (!file) return;
    const bad = checkFile(file, { accept: CROP_IMAGE_TYPES, maxBytes: CROP_IMAGE_MAX_BYTES });
    setProblem(bad ? t(`sellerPromotion.form.banner.${bad}`) : '');
    if (!bad) onChange(await readFileAsDataUrl(file));
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {shown ? (
        <img
          src={shown}
          alt={label}
          className="mt-1 aspect-[3/1] w-full rounded-lg border border-slate-200 object-cover"
          data-testid={`${testId}-preview`}
        />
      ) : (
        <p className="mt-1 rounded-lg border border-dashed border-slate-300 p-3 text-center text-sm text-slate-500">
          {t('sellerPromotion.form.banner.none')}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="file"
          accept={CROP_IMAGE_TYPES.join(',')}
          data-testid={testId}
          onChange={(e) => onPick(e.target.files?.[0])}
          className="min-w-0 flex-1 text-sm"
        />
        {shown ? (
          <button
            type="button"
            onClick={() => onChange(savedUrl ? null : undefined)}
            className="text-sm font-semibold text-red-700 underline"
          >
            {t('sellerPromotion.form.banner.remove')}
          </button>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
