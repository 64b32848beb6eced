import { PageHeading } from '../../components/page-heading';
import { HolidayScreen } from '../../features/store-setup-holiday/components/holiday-screen';

export function Component() {
  return (
    <>
      <PageHeading titleKey="pages.sellerHoliday" />
      <HolidayScreen />
    </>
  );
}
