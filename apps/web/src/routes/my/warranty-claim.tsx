import '../../lib/my-texts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { queryClient } from '../../app/query-client';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { myClaimQueryOptions, useAnswerClaim } from '../../features/warranty/api/warranty';
import { ClaimSummary, ClaimTimeline } from '../../features/warranty/components/claim-timeline';
import { PhotoPicker } from '../../features/warranty/components/photo-picker';
import { apiErrorText } from '../../lib/api';
import { formatNumber } from '../../lib/format-baht';
import { formatThaiDate } from '../../lib/format-thai-date';
import { useTranslation } from '../../lib/use-translation';

// /my/warranty/claim/:id (issue 36 item 2): the claim's state and every step with its time; when
// the shop asks for more, the shopper answers here with text and photos.

export async function loader({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(myClaimQueryOptions(params.id ?? ''));
  return null;
}

function AnswerForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const answer = useAnswerClaim(id);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  return (
    <form
      noValidate
      className="grid gap-3 rounded-xl border border-amber-300 bg-white p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const done = await answer.mutateAsync({ text, photos }).catch(() => null);
        if (done) {
          setText('');
          setPhotos([]);
        }
      }}
    >
      <label className="grid gap-1">
        <span className="text-sm font-medium text-slate-800">{t('my.claim.answer')}</span>
        <textarea
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
        />
      </label>
      <PhotoPicker photos={photos} onChange={setPhotos} />
      {answer.isError ? (
        <p role="alert" className="text-red-700">
          {apiErrorText(answer.error) || t('my.common.tryAgain')}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={answer.isPending}
        className="min-h-11 rounded-lg bg-emerald-800 px-4 font-semibold text-white disabled:opacity-60"
      >
        {t('my.claim.sendAnswer')}
      </button>
    </form>
  );
}

export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(myClaimQueryOptions(id));
  const claim = query.data?.claim;
  return (
    <section className="grid gap-4">
      <PageHeading titleKey="pages.myWarrantyClaim">
        {claim ? (
          <p className="mt-1 text-slate-600">{t('my.claim.number', { id: claim.id })}</p>
        ) : null}
      </PageHeading>
      {query.isLoading ? <Spinner /> : null}
      {query.isError ? (
        <p role="alert" className="text-red-700">
          {query.error.message || t('my.common.tryAgain')}
        </p>
      ) : null}
      {claim ? (
        <>
          <ClaimSummary claim={claim} />
          <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1 rounded-xl border border-slate-200 bg-white p-4 text-sm">
            <dt className="text-slate-500">{t('my.warranty.tyre')}</dt>
            <dd>{claim.tyreTitle}</dd>
            <dt className="text-slate-500">{t('my.warranty.fittedOn')}</dt>
            <dd>{formatThaiDate(claim.fittedOn)}</dd>
            <dt className="text-slate-500">{t('my.warranty.shop')}</dt>
            <dd>{claim.shopName}</dd>
            <dt className="text-slate-500">{t('my.claim.odometer')}</dt>
            <dd>{formatNumber(claim.odometerKm)}</dd>
          </dl>
          {claim.state === 'needInfo' ? <AnswerForm id={claim.id} /> : null}
          <ClaimTimeline claim={claim} />
          <Link to="/my/warranty" className="text-emerald-800 underline">
            {t('my.claim.back')}
          </Link>
        </>
      ) : null}
    </section>
  );
}
