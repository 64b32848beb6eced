import { useTranslation } from '../../../lib/use-translation';

// Spec 1 and 2.6: three card networks, bank transfer and bank instalment. Drawn inline: no
// third-party image requests, and they stay crisp at any size.

function Badge({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <li
      aria-label={label}
      title={label}
      className="flex h-9 min-w-14 items-center justify-center rounded-md border border-slate-200 bg-white px-2"
    >
      {children}
    </li>
  );
}

export function PaymentBadges() {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('footer.paymentMethods')}>
      <Badge label="Visa">
        <span
          aria-hidden="true"
          className="text-base font-black italic tracking-tight text-blue-800"
        >
          VISA
        </span>
      </Badge>
      <Badge label="Mastercard">
        <svg aria-hidden="true" viewBox="0 0 40 24" className="h-6 w-10">
          <circle cx="15" cy="12" r="9" fill="#EB001B" />
          <circle cx="25" cy="12" r="9" fill="#F79E1B" fillOpacity="0.9" />
        </svg>
      </Badge>
      <Badge label="JCB">
        <span aria-hidden="true" className="flex text-xs font-bold text-white">
          <span className="rounded-l bg-blue-700 px-1">J</span>
          <span className="bg-red-600 px-1">C</span>
          <span className="rounded-r bg-green-600 px-1">B</span>
        </span>
      </Badge>
      <Badge label={t('footer.bankTransfer')}>
        <span
          aria-hidden="true"
          className="flex items-center gap-1 text-xs font-semibold text-slate-700"
        >
          <BankIcon />
          {t('footer.bankTransfer')}
        </span>
      </Badge>
      <Badge label={t('footer.bankInstalment')}>
        <span
          aria-hidden="true"
          className="flex items-center gap-1 text-xs font-semibold text-emerald-800"
        >
          <BankIcon />
          {t('footer.bankInstalment')}
        </span>
      </Badge>
    </ul>
  );
}

function BankIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4">
      <path
        fill="currentColor"
        d="M12 2 2 7v2h20V7L12 2ZM4 11v7h3v-7H4Zm6.5 0v7h3v-7h-3ZM17 11v7h3v-7h-3ZM2 20v2h20v-2H2Z"
      />
    </svg>
  );
}
