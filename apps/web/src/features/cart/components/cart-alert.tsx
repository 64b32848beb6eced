import {
  createContext,
  lazy,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { WhenOpened } from '../../../components/when-opened';

// Fetched at the first alert, not with the page (decision 0175).
const ErrorAlert = lazy(() =>
  import('../../../components/error-alert').then((m) => ({ default: m.ErrorAlert })),
);

// One alert for the whole cart page: every failed cart action shows spec 8's title with the
// server's message; some alerts run something when dismissed (isValid false → redirectLink).

interface AlertState {
  title: string;
  message: string;
  onClose?: () => void;
}

type ShowAlert = (title: string, message: string, onClose?: () => void) => void;

const CartAlertContext = createContext<ShowAlert>(() => {});

export function CartAlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<AlertState | null>(null);
  const show = useCallback<ShowAlert>(
    (title, message, onClose) => setAlert({ title, message, onClose }),
    [],
  );
  const value = useMemo(() => show, [show]);
  return (
    <CartAlertContext.Provider value={value}>
      {children}
      <WhenOpened isOpen={alert !== null}>
        <ErrorAlert
          isOpen={alert !== null}
          title={alert?.title ?? ''}
          message={alert?.message ?? ''}
          onClose={() => {
            const after = alert?.onClose;
            setAlert(null);
            after?.();
          }}
        />
      </WhenOpened>
    </CartAlertContext.Provider>
  );
}

export function useCartAlert(): ShowAlert {
  return useContext(CartAlertContext);
}
