import '../../../lib/admin-texts';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { DateField } from '../../seller-orders/components/date-field';

// The console's date input: the back office's Buddhist-era DateField with the console's own words
// (the seller's texts are not loaded in /admin).

export function AdminDateField(props: Omit<ComponentProps<typeof DateField>, 'texts'>) {
  const { t } = useTranslation();
  return (
    <DateField
      emptyText={t('admin.date.anyDate')}
      {...props}
      texts={{
        previousMonth: t('admin.date.previousMonth'),
        nextMonth: t('admin.date.nextMonth'),
        clearDate: t('admin.date.clearDate'),
        close: t('admin.date.close'),
      }}
    />
  );
}
