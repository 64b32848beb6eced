import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';

interface DisclosureMenuProps {
  label: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  panelClassName?: string;
  buttonClassName?: string;
}

/**
 * A navigation disclosure (WAI-ARIA disclosure pattern): a button with aria-expanded that shows a
 * panel of links. Escape closes it and returns focus to the button; leaving it closes it too.
 */
export function DisclosureMenu({
  label,
  children,
  panelClassName = '',
  buttonClassName = '',
}: DisclosureMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  // Following a link inside closes the menu (adjusting state during render, no effect needed).
  const { key: locationKey } = useLocation();
  const [seenLocationKey, setSeenLocationKey] = useState(locationKey);
  if (locationKey !== seenLocationKey) {
    setSeenLocationKey(locationKey);
    setOpen(false);
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    if (next) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus-out of the whole menu (disclosure pattern)
    <div className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
        className={`flex w-full items-center justify-between gap-1 rounded-md px-3 py-2 font-medium hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-700 ${buttonClassName}`}
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className={`z-30 mt-1 rounded-xl border border-slate-200 bg-white p-3 shadow-lg md:absolute md:left-0 md:min-w-64 ${panelClassName}`}
      >
        {typeof children === 'function' ? children(close) : children}
      </div>
    </div>
  );
}
