import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../../lib/use-translation';

interface DialogFormFooterProps {
  /** The server's Thai answer when the action failed. */
  formError: string;
  isBusy: boolean;
  submitLabel: string;
}

/** The end of the confirm-installation and confirm-delivery forms: the error, cancel and submit. */
export function DialogFormFooter({ formError, isBusy, submitLabel }: DialogFormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {formError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <Dialog.Close className="rounded-lg border border-slate-300 px-5 py-2 text-slate-700 hover:bg-slate-50">
          {t('common.cancel')}
        </Dialog.Close>
        <button
          type="submit"
          disabled={isBusy}
          className="rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60"
        >
          {submitLabel}
        </button>
      </div>
    </>
  );
}
