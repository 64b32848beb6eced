import { PageHeading } from '../../components/page-heading';
import { StockImportPage } from '../../features/seller-stock-import/components/stock-import-page';

export function Component() {
  return (
    <>
      <PageHeading titleKey="pages.sellerProductImport" />
      <StockImportPage />
    </>
  );
}
