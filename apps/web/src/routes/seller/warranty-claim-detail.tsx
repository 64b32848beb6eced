import '../../lib/seller-texts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { sellerClaimQueryOptions } from '../../features/warranty/api/warranty';
import { SellerClaimDetail } from '../../features/warranty/components/seller-claim-detail';
import { useTranslation } from '../../lib/use-translation';

export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(sellerClaimQueryOptions(id));
  return (
    <>
      <PageHeading titleKey="pages.sellerWarrantyClaimDetail">
        <Link to="/seller/warranty-claim" className="text-sm text-emerald-800 underline">
          {t('sellerClaims.back')}
        </Link>
      </PageHeading>
      {query.isLoading ? <Spinner /> : null}
      {query.isError ? (
        <p role="alert" className="text-red-700">
          {query.error.message}
        </p>
      ) : null}
      {query.data ? <SellerClaimDetail claim={query.data.claim} /> : null}
    </>
  );
}
