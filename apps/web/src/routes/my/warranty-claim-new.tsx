import '../../lib/my-texts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type LoaderFunctionArgs, useNavigate, useParams } from 'react-router';
import { queryClient } from '../../app/query-client';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { myRegistrationQueryOptions, useFileClaim } from '../../features/warranty/api/warranty';
import { PhotoPicker } from '../../features/warranty/components/photo-picker';
import { RegistrationFacts } from '../../features/warranty/components/warranty-terms';
import { ApiError, apiErrorText } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';

// /my/warranty/:id/claim (issue 36 item 2): what happened, 1–4 photos and the odometer; the
// server checks everything (a second open claim, an expired warranty, a bad picture) in Thai.

export async function loader({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(myRegistrationQueryOptions(params.id ?? ''));
  return null;
}

const inputClass =
  'w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-emerald-700 focus:outline-none';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const query = useQuery(myRegistrationQueryOptions(id));
  const file = useFileClaim();
  const [story, setStory] = useState('');
  const [odometer, setOdometer] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const fields = file.error instanceof ApiError ? (file.error.fieldErrors ?? {}) : {};
  const fieldError = (name: string) => {
    const value = fields[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const r = query.data?.registration;

  return (
    <section className="grid gap-4">
      <PageHeading titleKey="pages.myWarrantyClaimNew" />
      {query.isLoading ? <Spinner /> : null}
      {query.isError ? (
        <p role="alert" className="text-red-700">
          {query.error.message || t('my.common.tryAgain')}
        </p>
      ) : null}
      {r ? (
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <RegistrationFacts r={r} />
        </div>
      ) : null}
      {r ? (
        <form
          noValidate
          className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4"
          onSubmit={async (event) => {
            event.preventDefault();
            const answer = await file
              .mutateAsync({
                registrationId: r.id,
                story,
                odometerKm: odometer === '' ? Number.NaN : Number(odometer),
                photos,
              })
              .catch(() => null);
            if (answer) navigate(`/my/warranty/claim/${answer.claim.id}`);
          }}
        >
          <label className="grid gap-1">
            <span className="text-sm font-medium text-slate-800">{t('my.claim.story')}</span>
            <textarea
              rows={4}
              value={story}
              onChange={(e) => setStory(e.target.value)}
              className={inputClass}
              placeholder={t('my.claim.storyHint')}
              aria-invalid={Boolean(fieldError('story'))}
            />
            {fieldError('story') ? (
              <span className="text-sm text-red-700">{fieldError('story')}</span>
            ) : null}
          </label>
          <label className="grid gap-1">
            <span className="text-sm font-medium text-slate-800">{t('my.claim.odometer')}</span>
            <input
              inputMode="numeric"
              value={odometer}
              onChange={(e) => setOdometer(e.target.value.replace(/[^\d]/g, ''))}
              className={inputClass}
              aria-invalid={Boolean(fieldError('odometerKm'))}
            />
            {fieldError('odometerKm') ? (
              <span className="text-sm text-red-700">{fieldError('odometerKm')}</span>
            ) : null}
          </label>
          <PhotoPicker photos={photos} onChange={setPhotos} error={fieldError('photos')} />
          {file.isError && Object.keys(fields).length === 0 ? (
            <p role="alert" className="text-red-700">
              {apiErrorText(file.error) || t('my.common.tryAgain')}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={file.isPending}
            className="min-h-11 rounded-lg bg-emerald-800 px-4 font-semibold text-white disabled:opacity-60"
          >
            {file.isPending ? t('my.claim.sending') : t('my.claim.submit')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
