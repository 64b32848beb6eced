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
      <span aria-hidden="true">{on ? '🔔' : '🔕'}</span>
      <span className="hidden lg:inline">{t('sellerOrderWork.sound.short')}</span>
    </button>
  );
}
