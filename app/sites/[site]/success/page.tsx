import { messagesFor } from '@/i18n/messages';
import { spell } from '@/i18n/spell';
import { defaultSearchPath } from '@/domain/search/search-path';
import type { Query } from '@/forms/prefill';
import { successText } from '@/forms/success';
import { requireSite } from '@/site/request';
import { telHref } from '@/ui/phone';
import { metadataFor } from '@/site/page-metadata';

export const generateMetadata = metadataFor((site) => ({ path: '/success', title: messagesFor(site.locale).head.thankYou, robots: { index: false } }));

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Query> };

/** SPEC 2 /success?category={slug}: shown after a completed form, saying what happens next. */
export default async function SuccessPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const raw = (await searchParams).category;
  const text = successText(Array.isArray(raw) ? raw[0] : raw);
  const texts = messagesFor(site.locale).catalogue;
  return (
    <div className="container form-page success-page">
      <h1>{spell(text.heading, site.locale)}</h1>
      <p className="success-next">{spell(text.next, site.locale)}</p>
      {site.phone ? (
        <p>
          {texts.urgent} <a href={telHref(site.phone)}>{site.phone}</a>.
        </p>
      ) : null}
      <p className="success-links">
        <a className="button button-primary" href="/">
          {texts.backHome}
        </a>
        <a className="button button-ghost" href={defaultSearchPath(site.config)}>
          {texts.browseStock}
        </a>
      </p>
    </div>
  );
}
