import { PageHeading } from '../../components/page-heading';
import { StaffScreen } from '../../features/store-setup-staff/components/staff-screen';

export function Component() {
  return (
    <>
      <PageHeading titleKey="pages.sellerStaff" />
      <StaffScreen />
    </>
  );
}
