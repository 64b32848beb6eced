import { PageHeading } from '../../components/page-heading';
import { StaffSessions } from '../../features/seller-sessions/components/staff-sessions';
import { StaffScreen } from '../../features/store-setup-staff/components/staff-screen';

export function Component() {
  return (
    <>
      <PageHeading titleKey="pages.sellerStaff" />
      <StaffScreen />
      <StaffSessions />
    </>
  );
}
