import { useTranslation } from '../../../lib/use-translation';
import { setOrderSoundOn, useOrderSoundOn } from '../lib/order-sound';

/** 'เสียงแจ้งเตือนคำสั่งซื้อใหม่' on/off in the seller header (saved in this browser). */
export function OrderSoundSwitch() {
  const { t } = useTranslation();
  const on = useOrderSoundOn();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => setOrderSoundOn(!on)}
      className="flex items-center gap-2 rounded-lg border border-white/70 px-3 py-1.5 text-sm font-semibold hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-white"
      aria-label={t('sellerOrderWork.sound.label')}
      title={on ? t('sellerOrderWork.sound.on') : t('sellerOrderWork.sound.off')}
      data-testid="order-sound-switch"
    >
      <BellIcon muted={!on} />
      <span className="hidden lg:inline">{t('sellerOrderWork.sound.short')}</span>
    </button>
  );
}

function BellIcon({ muted }: { muted: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      {muted ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}
