import { Breadcrumbs } from '../../../components/breadcrumbs';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTranslation } from '../../../lib/use-translation';
import type { HelpDocument } from '../content/help-document';

const UPDATED_FORMAT = new Intl.DateTimeFormat('th-TH', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Bangkok',
});

/** A static help or legal page: heading, last-updated date, contents and numbered sections. */
export function HelpPage({ document: doc }: { document: HelpDocument }) {
  const { t } = useTranslation();
  const title = t(doc.titleKey);
  usePageMeta({ title, description: doc.description });
  const updated = UPDATED_FORMAT.format(new Date(`${doc.updated}T12:00:00+07:00`));
  return (
    <>
      <Breadcrumbs items={[{ label: title }]} />
      <article className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 md:p-10">
        <header>
          <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{title}</h1>
          <p className="mt-2 text-sm text-slate-600">
            {t('content.help.updated', { date: updated })}
          </p>
        </header>
        {doc.intro.map((p) => (
          <p key={p} className="mt-4 leading-relaxed text-slate-800">
            {p}
          </p>
        ))}
        {doc.sections.length > 3 ? (
          <nav aria-label={t('content.help.contents')} className="mt-6 rounded-xl bg-slate-50 p-4">
            <h2 className="font-semibold text-slate-900">{t('content.help.contents')}</h2>
            <ol className="mt-2 space-y-1 text-sm">
              {doc.sections.map((s, i) => (
                <li key={s.heading}>
                  <a href={`#section-${i + 1}`} className="text-emerald-800 hover:underline">
                    {s.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {doc.sections.map((section, i) => (
          <section key={section.heading} aria-labelledby={`section-${i + 1}`} className="mt-8">
            <h2 id={`section-${i + 1}`} className="scroll-mt-24 text-xl font-bold text-slate-900">
              {section.heading}
            </h2>
            {section.paragraphs?.map((p) => (
              <p key={p} className="mt-3 leading-relaxed text-slate-800">
                {p}
              </p>
            ))}
            {section.items ? (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-800">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {section.after?.map((p) => (
              <p key={p} className="mt-3 leading-relaxed text-slate-800">
                {p}
              </p>
            ))}
          </section>
        ))}
      </article>
    </>
  );
}
