import { PageHeading } from '../../components/page-heading';
import { DashboardScreen } from '../../features/seller-dashboard/components/dashboard-screen';

export function Component() {
  return (
    <>
      <PageHeading titleKey="pages.sellerDashboard" />
      <DashboardScreen />
    </>
  );
}
