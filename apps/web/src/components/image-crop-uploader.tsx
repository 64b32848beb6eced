import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { ErrorAlert } from './error-alert';
import { CROP_IMAGE_MAX_BYTES, CROP_IMAGE_TYPES, checkFile } from './file-rules';

interface ImageCropUploaderProps {
  label: string;
  /** The error texts come from the calling screen (spec 5 "Uploads"). */
  errorTitle: string;
  errorMessage: string;
  /** Output edge in pixels of the square crop. */
  outputSize?: number;
  /** A rectangular crop instead (e.g. a wide banner): output width and height in pixels. */
  outputBox?: { width: number; height: number };
  onCropped: (image: Blob) => void;
}

/** Crops the largest centred square of an image and scales it to `size` (JPEG out). */
export function cropSquare(file: Blob, size: number): Promise<Blob> {
  return cropToBox(file, { width: size, height: size });
}

/** Crops the largest centred area of the box's shape and scales it to the box (JPEG out). */
export async function cropToBox(file: Blob, box: { width: number; height: number }): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(bitmap.width / box.width, bitmap.height / box.height);
  const sw = box.width * scale;
  const sh = box.height * scale;
  const canvas = document.createElement('canvas');
  canvas.width = box.width;
  canvas.height = box.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  context.drawImage(
    bitmap,
    (bitmap.width - sw) / 2,
    (bitmap.height - sh) / 2,
    sw,
    sh,
    0,
    0,
    box.width,
    box.height,
  );
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))),
      'image/jpeg',
      0.9,
    ),
  );
}

/** Spec 2.13 image crop uploader: JPEG or PNG up to 10 MB, cropped to a square. */
export function ImageCropUploader({
  label,
  errorTitle,
  errorMessage,
  outputSize = 800,
  outputBox,
  onCropped,
}: ImageCropUploaderProps) {
  const { t } = useTranslation();
  const id = useId();
  const [isErrorOpen, setErrorOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const [isBusy, setBusy] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    if (checkFile(chosen, { accept: CROP_IMAGE_TYPES, maxBytes: CROP_IMAGE_MAX_BYTES })) {
      setErrorOpen(true);
      return;
    }
    setFile(chosen);
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(chosen) : '');
  };

  const confirm = async () => {
    if (!file) return;
    setBusy(true);
    try {
      onCropped(await cropToBox(file, outputBox ?? { width: outputSize, height: outputSize }));
      setFile(null);
    } catch {
      setErrorOpen(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={CROP_IMAGE_TYPES.join(',')}
        onChange={onChange}
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-emerald-800 file:px-4 file:py-2 file:font-semibold file:text-white"
      />
      {file ? (
        <div className="mt-3 space-y-2">
          <div
            className="h-48 overflow-hidden rounded-lg border border-slate-300 bg-slate-100"
            style={{
              aspectRatio: outputBox ? `${outputBox.width} / ${outputBox.height}` : '1 / 1',
            }}
          >
            {preview ? (
              <img
                src={preview}
                alt={t('widgets.crop.preview')}
                className="h-full w-full object-cover"
              />
            ) : null}
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={isBusy}
              className="rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white disabled:opacity-60"
            >
              {t('widgets.crop.confirm')}
            </button>
            <button
              type="button"
              onClick={() => setFile(null)}
              className="rounded-lg border border-slate-300 px-4 py-2 font-semibold"
            >
              {t('common.cancel')}
            </button>
          </div>
        </div>
      ) : null}
      <ErrorAlert
        isOpen={isErrorOpen}
        title={errorTitle}
        message={errorMessage}
        onClose={() => setErrorOpen(false)}
      />
    </div>
  );
}
