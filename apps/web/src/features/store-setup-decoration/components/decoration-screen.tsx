import { useQuery } from '@tanstack/react-query';
import {
  DECORATION_CROP,
  type DecorationResponse,
  GALLERY_MAX_PICTURES,
  type GalleryItem,
  type SaveDecorationBody,
} from '@yangdee/contracts/store-decoration';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { ImageCropUploader } from '../../../components/image-crop-uploader';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { blobToDataUrl, decorationQueryOptions, useSaveDecoration } from '../api/decoration';

// /seller/decoration (spec 2.3, 2.8, 2.13): the storefront picture, a banner and an ordered
// gallery through the crop uploader (JPEG/PNG ≤ 10 MB; wrong files get the screen's Thai alert).
// Changes stay on the page until "save", which sends only what changed.

type NewPicture = { data: string; preview: string };
type GalleryEntry = { id: number; url: string } | NewPicture;

type Draft = {
  storefront: NewPicture | null;
  /** undefined: unchanged; null: removed. */
  banner: NewPicture | null | undefined;
  /** null: unchanged. */
  gallery: GalleryEntry[] | null;
};

const EMPTY_DRAFT: Draft = { storefront: null, banner: undefined, gallery: null };

async function toNewPicture(blob: Blob): Promise<NewPicture> {
  return { data: await blobToDataUrl(blob), preview: URL.createObjectURL(blob) };
}

function bodyOf(draft: Draft): SaveDecorationBody {
  const body: SaveDecorationBody = {};
  if (draft.storefront) body.storefront = { data: draft.storefront.data };
  if (draft.banner !== undefined) body.banner = draft.banner ? { data: draft.banner.data } : null;
  if (draft.gallery) {
    body.gallery = draft.gallery.map(
      (entry): GalleryItem => ('id' in entry ? { id: entry.id } : { data: entry.data }),
    );
  }
  return body;
}

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{hint}</p>
      </div>
      {children}
    </section>
  );
}

function Picture({ src, alt, wide }: { src: string | null; alt: string; wide?: boolean }) {
  const { t } = useTranslation();
  const box = wide ? 'aspect-[8/3] w-full max-w-2xl' : 'aspect-square w-40';
  return src ? (
    <img src={src} alt={alt} className={`${box} rounded-lg border border-slate-200 object-cover`} />
  ) : (
    <div
      className={`${box} flex items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-600`}
    >
      {t('sellerStore.decoration.none')}
    </div>
  );
}

function DecorationForm({ saved }: { saved: DecorationResponse }) {
  const { t } = useTranslation();
  const save = useSaveDecoration();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [notice, setNotice] = useState('');
  const gallery: GalleryEntry[] =
    draft.gallery ??
    saved.gallery.flatMap((p) => (p.id === null ? [] : [{ id: p.id, url: p.url }]));
  const isChanged =
    draft.storefront !== null || draft.banner !== undefined || draft.gallery !== null;
  const uploadError = {
    errorTitle: t('sellerStore.decoration.uploadErrorTitle'),
    errorMessage: t('sellerStore.decoration.uploadErrorMessage'),
  };
  const setGallery = (next: GalleryEntry[]) => setDraft((d) => ({ ...d, gallery: next }));
  const move = (from: number, to: number) => {
    const next = [...gallery];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    setGallery(next);
  };
  const bannerSrc =
    draft.banner === undefined ? (saved.banner?.url ?? null) : (draft.banner?.preview ?? null);

  const onSave = () => {
    setNotice('');
    save.mutate(bodyOf(draft), {
      onSuccess: () => {
        setDraft(EMPTY_DRAFT);
        setNotice(t('sellerStore.common.saved'));
      },
    });
  };
  const error = save.error instanceof ApiError ? save.error : null;
  const small = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50';

  return (
    <div className="space-y-4">
      <Section
        title={t('sellerStore.decoration.storefront')}
        hint={t('sellerStore.decoration.storefrontHint')}
      >
        <div className="flex flex-wrap items-start gap-4" data-testid="storefront-preview">
          <Picture
            src={draft.storefront?.preview ?? saved.storefront?.url ?? null}
            alt={
              draft.storefront
                ? t('sellerStore.decoration.pending')
                : t('sellerStore.decoration.current', {
                    what: t('sellerStore.decoration.storefront'),
                  })
            }
          />
          <div className="min-w-0 flex-1">
            <ImageCropUploader
              label={t('sellerStore.decoration.chooseStorefront')}
              outputBox={DECORATION_CROP.storefront}
              {...uploadError}
              onCropped={async (blob) => {
                const picture = await toNewPicture(blob);
                setDraft((d) => ({ ...d, storefront: picture }));
              }}
            />
          </div>
        </div>
      </Section>

      <Section
        title={t('sellerStore.decoration.banner')}
        hint={t('sellerStore.decoration.bannerHint')}
      >
        <Picture
          wide
          src={bannerSrc}
          alt={t('sellerStore.decoration.current', { what: t('sellerStore.decoration.banner') })}
        />
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <ImageCropUploader
              label={t('sellerStore.decoration.chooseBanner')}
              outputBox={DECORATION_CROP.banner}
              {...uploadError}
              onCropped={async (blob) => {
                const picture = await toNewPicture(blob);
                setDraft((d) => ({ ...d, banner: picture }));
              }}
            />
          </div>
          {bannerSrc ? (
            <button
              type="button"
              className={small}
              onClick={() => setDraft((d) => ({ ...d, banner: null }))}
            >
              {t('sellerStore.decoration.removeBanner')}
            </button>
          ) : null}
        </div>
      </Section>

      <Section
        title={t('sellerStore.decoration.gallery')}
        hint={t('sellerStore.decoration.galleryHint', { max: GALLERY_MAX_PICTURES })}
      >
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="gallery">
          {gallery.map((entry, i) => {
            const n = i + 1;
            return (
              <li key={'id' in entry ? entry.id : entry.preview} className="space-y-2">
                <img
                  src={'id' in entry ? entry.url : entry.preview}
                  alt={t('sellerStore.decoration.galleryItem', { n })}
                  className="aspect-square w-full rounded-lg border border-slate-200 object-cover"
                />
                <div className="flex flex-wrap gap-1">
                  <button
                    type="button"
                    className={small}
                    disabled={i === 0}
                    aria-label={t('sellerStore.decoration.moveEarlier', { n })}
                    onClick={() => move(i, i - 1)}
                  >
                    ‹
                  </button>
                  <button
                    type="button"
                    className={small}
                    disabled={i === gallery.length - 1}
                    aria-label={t('sellerStore.decoration.moveLater', { n })}
                    onClick={() => move(i, i + 1)}
                  >
                    ›
                  </button>
                  <button
                    type="button"
                    className={`${small} text-red-700`}
                    aria-label={t('sellerStore.decoration.removeItem', { n })}
                    onClick={() => setGallery(gallery.filter((_, j) => j !== i))}
                  >
                    {t('sellerStore.common.remove')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        {gallery.length < GALLERY_MAX_PICTURES ? (
          <ImageCropUploader
            label={t('sellerStore.decoration.chooseGallery')}
            outputBox={DECORATION_CROP.gallery}
            {...uploadError}
            onCropped={async (blob) => setGallery([...gallery, await toNewPicture(blob)])}
          />
        ) : (
          <p className="text-sm text-slate-600">
            {t('sellerStore.decoration.galleryFull', { max: GALLERY_MAX_PICTURES })}
          </p>
        )}
      </Section>

      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50 py-3">
        <button
          type="button"
          onClick={onSave}
          disabled={!isChanged || save.isPending}
          className="rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60"
        >
          {save.isPending ? t('sellerStore.decoration.saving') : t('sellerStore.decoration.save')}
        </button>
        {isChanged ? (
          <button type="button" className={small} onClick={() => setDraft(EMPTY_DRAFT)}>
            {t('sellerStore.decoration.undo')}
          </button>
        ) : null}
        <p role="status" className="text-sm text-emerald-800">
          {notice}
        </p>
        {error ? (
          <p role="alert" className="w-full text-sm text-red-700">
            {error.fieldErrors ? Object.values(error.fieldErrors).flat().join(' ') : error.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export function DecorationScreen({ storeLink }: { storeLink?: string }) {
  const { t } = useTranslation();
  const decoration = useQuery(decorationQueryOptions());
  return (
    <div className="space-y-4">
      <p className="text-slate-600">
        {t('sellerStore.decoration.intro')}{' '}
        {storeLink ? (
          <Link
            to={`/store/${encodeURIComponent(storeLink)}`}
            className="text-emerald-800 underline"
          >
            {t('sellerStore.decoration.viewStore')}
          </Link>
        ) : null}
      </p>
      {decoration.isError ? (
        <p role="alert" className="text-red-700">
          {decoration.error instanceof ApiError && decoration.error.status === 403
            ? decoration.error.message
            : t('sellerStore.common.loadFailed')}
        </p>
      ) : decoration.data ? (
        <DecorationForm saved={decoration.data} />
      ) : null}
    </div>
  );
}
