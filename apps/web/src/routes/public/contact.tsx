import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageHeading } from '../../components/page-heading';
import { ContactForm } from '../../features/content/components/contact-form';
import { SITE_LINKS } from '../../lib/site-links';
import { useTranslation } from '../../lib/use-translation';

/** /contact: the company's contact channels and a form that stores the message. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Breadcrumbs items={[{ label: t('pages.contact') }]} />
      <PageHeading titleKey="pages.contact">
        <p className="mt-2 text-slate-700">{t('content.contact.intro')}</p>
      </PageHeading>
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
        <section
          aria-labelledby="contact-channels"
          className="rounded-2xl border border-slate-200 bg-white p-6"
        >
          <h2 id="contact-channels" className="text-xl font-bold text-slate-900">
            {t('content.contact.channels')}
          </h2>
          <dl className="mt-4 space-y-4 text-slate-800">
            <div>
              <dt className="text-sm font-semibold text-slate-600">
                {t('content.contact.company')}
              </dt>
              <dd>{t('content.contact.companyName')}</dd>
              <dd>{t('content.contact.address')}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t('content.contact.phone')}</dt>
              <dd>
                <a href={SITE_LINKS.tel} className="text-emerald-800 hover:underline">
                  {t('content.contact.phoneValue')}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">
                {t('content.contact.emailLabel')}
              </dt>
              <dd>
                <a href={SITE_LINKS.email} className="text-emerald-800 hover:underline">
                  {t('content.contact.emailValue')}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t('content.contact.line')}</dt>
              <dd>
                <a
                  href={SITE_LINKS.line}
                  rel="noopener"
                  target="_blank"
                  className="text-emerald-800 hover:underline"
                >
                  {t('content.contact.lineValue')}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t('content.contact.hours')}</dt>
              <dd>{t('content.contact.hoursValue')}</dd>
            </div>
          </dl>
        </section>
        <div className="rounded-2xl border border-slate-200 bg-white p-6">
          <ContactForm />
        </div>
      </div>
    </>
  );
}
