import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { useHasSellerToken } from '../../../lib/auth-store';
import { SITE_LINKS } from '../../../lib/site-links';
import { useTranslation } from '../../../lib/use-translation';
import { footerTagsQueryOptions } from '../api/get-footer-tags';
import { PaymentBadges } from './payment-badges';

const HELP_LINKS = [
  { to: '/tire-calculator', key: 'nav.calculator' },
  { to: '/help/term-warranty', key: 'pages.helpTermWarranty' },
  { to: '/help/info-tsi', key: 'pages.helpInfoTsi' },
  { to: '/help/info-eu', key: 'pages.helpInfoEu' },
  { to: '/article', key: 'nav.articles' },
] as const;

const POLICY_LINKS = [
  { to: '/about', key: 'pages.about' },
  { to: '/help/term', key: 'pages.helpTerm' },
  { to: '/help/privacy', key: 'pages.helpPrivacy' },
  { to: '/help/cookie', key: 'pages.helpCookie' },
  // Refunds are part of the terms of sale; spec 2.1 has no separate refund page.
  { to: '/help/term-sell-product', key: 'footer.refundPolicy' },
  { to: '/review', key: 'pages.review' },
] as const;

const linkClass = 'text-slate-300 hover:text-white hover:underline';

/** Spec 2.6 footer. */
export function SiteFooter() {
  const { t } = useTranslation();
  const hasSellerToken = useHasSellerToken();
  const tags = useQuery(footerTagsQueryOptions());

  return (
    <footer className="mt-12 bg-emerald-950 text-slate-200">
      <div className="mx-auto max-w-7xl px-4 py-10">
        {tags.data && tags.data.length > 0 ? (
          <section aria-labelledby="footer-tags" className="mb-8 border-b border-emerald-900 pb-6">
            <h2 id="footer-tags" className="mb-3 font-semibold text-white">
              {t('footer.popularSearches')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {tags.data.map((tag) => (
                <li key={`${tag.link}-${tag.text}`}>
                  <Link
                    to={tag.link}
                    className="inline-block rounded-full border border-emerald-800 px-3 py-1 text-sm text-slate-200 hover:bg-emerald-900"
                  >
                    {tag.text}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="grid gap-8 md:grid-cols-4">
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className="mb-3 text-lg font-bold text-white">
              {t('brand.name')}
            </h2>
            <p className="text-sm text-slate-300">{t('footer.tagline')}</p>
            <LanguageSwitch className="mt-4 [&_button]:text-slate-200" />
          </section>
          <FooterLinks id="footer-help" title={t('footer.help')} links={HELP_LINKS} />
          <FooterLinks id="footer-policy" title={t('footer.company')} links={POLICY_LINKS} />
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="mb-3 font-semibold text-white">
              {t('footer.contact')}
            </h2>
            <ul className="space-y-2 text-sm">
              <li>
                <Link to="/contact" className={linkClass}>
                  {t('nav.contact')}
                </Link>
              </li>
              <li>
                {/* Spec 2.7: 'seller login', or 'manage store' with a seller session. */}
                <Link to={hasSellerToken ? '/seller' : '/seller/login'} className={linkClass}>
                  {hasSellerToken ? t('seller.manageStore') : t('seller.login')}
                </Link>
              </li>
              <li>
                <a href={SITE_LINKS.facebook} rel="noopener" target="_blank" className={linkClass}>
                  {t('footer.facebook')}
                </a>
              </li>
              <li>
                <a href={SITE_LINKS.line} rel="noopener" target="_blank" className={linkClass}>
                  {t('footer.line')}
                </a>
              </li>
              <li>
                <a href={SITE_LINKS.youtube} rel="noopener" target="_blank" className={linkClass}>
                  {t('footer.youtube')}
                </a>
              </li>
              <li>
                <a href={SITE_LINKS.email} className={linkClass}>
                  {t('footer.email')}
                </a>
              </li>
            </ul>
            {/* Spec 2.6 chat button. It sits in the footer, not floating: a floating button covered
                add-to-cart and the OTP button on phones (decision 0063). */}
            <a
              href={SITE_LINKS.line}
              target="_blank"
              rel="noopener"
              className="mt-4 inline-flex items-center gap-2 rounded-full bg-green-700 px-4 py-2.5 font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
                <path
                  fill="currentColor"
                  d="M12 3C6.5 3 2 6.6 2 11c0 2.5 1.4 4.7 3.7 6.2L5 21l4.1-2.3c.9.2 1.9.3 2.9.3 5.5 0 10-3.6 10-8s-4.5-8-10-8Z"
                />
              </svg>
              {t('footer.chat')}
            </a>
          </section>
        </div>
        <div className="mt-8 flex flex-col gap-4 border-t border-emerald-900 pt-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="mb-2 text-sm font-semibold text-white">{t('footer.paymentMethods')}</h2>
            <PaymentBadges />
          </div>
          <p className="text-xs text-slate-400">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </p>
        </div>
      </div>
    </footer>
  );
}

interface FooterLinksProps {
  id: string;
  title: string;
  links: readonly { to: string; key: string }[];
}

function FooterLinks({ id, title, links }: FooterLinksProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-semibold text-white">
        {title}
      </h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to + link.key}>
            <Link to={link.to} className={linkClass}>
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
