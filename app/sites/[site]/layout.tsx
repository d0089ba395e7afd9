import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { localDate } from '@/domain/hours';
import { assistantTags } from '@/seo/assistant-tags';
import { notFoundContent } from '@/page-bodies/not-found-page';
import { siteGroupBrands, siteMenuData } from '@/site/menu-data';
import { notFoundMetadata, siteMeta } from '@/site/page-metadata';
import { siteFromSegment } from '@/site/request';
import { reviewRatingOrgId } from '@/site/review-provider';
import { siteReviewSummary } from '@/site/reviews';
import { themeStyle } from '@/templates/theme';
import { messagesFor } from '@/i18n/messages';
import { FavouritesBar } from '@/ui/favourites/FavouritesBar';
import { NotFoundProvider } from '@/ui/not-found/NotFoundContext';
import { ClientTexts } from '@/ui/i18n/ClientTexts';
import { SessionTracker } from '@/ui/forms/SessionTracker';
import { BottomNote } from '@/ui/layout/BottomNote';
import { ExtraBars } from '@/ui/layout/ExtraBars';
import { Footer } from '@/ui/layout/Footer';
import { Header } from '@/ui/layout/Header';
import { ProviderRating } from '@/ui/reviews/ProviderRating';
import { TopBanner } from '@/ui/layout/TopBanner';
import { TrackingTags } from '@/ui/layout/TrackingTags';
import { PreviewBar } from '@/ui/layout/PreviewBar';
import '@/ui/styles/base.css';
import '@/ui/styles/templates.css';
import '@/ui/styles/search.css';
import '@/ui/styles/shortlist.css';
import '@/ui/styles/forms.css';
import '@/ui/styles/content.css';

type Props = { children: ReactNode; params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromSegment((await params).site);
  if (!site) return notFoundMetadata(null);
  const { seo, verification } = site.config;
  const defaults = siteMeta(site);
  const host = site.hostnames[0] ?? `${site.slug}.localhost`;
  // Pages set their own canonical link and og:url (src/site/page-metadata.ts); the shell only gives defaults.
  return {
    metadataBase: new URL(`https://${host}`),
    title: { default: defaults.title, template: `%s | ${site.name}` },
    description: defaults.description,
    keywords: seo.keywords.length > 0 ? seo.keywords.join(', ') : undefined,
    openGraph: {
      title: defaults.title,
      description: defaults.description,
      type: 'website',
      siteName: site.name,
      images: [defaults.shareImage],
    },
    icons: { icon: `/media/logos/${site.slug}.svg` },
    verification: verification.google_site_verification ? { google: verification.google_site_verification } : undefined,
    other: assistantTags(site.config.assistantTags, null),
  };
}

/**
 * The page shell of every site (SPEC 2 page shell order): banner, header, contents, footer.
 * An unknown host renders a bare document so the not-found page reveals nothing of any tenant.
 */
export default async function SiteLayout({ children, params }: Props) {
  const site = await siteFromSegment((await params).site);
  if (!site) {
    return (
      <html lang="en">
        <body className="bare">{children}</body>
      </html>
    );
  }
  const [summary, menu, groupBrands, notFoundPage] = await Promise.all([siteReviewSummary(site.id), siteMenuData(site), siteGroupBrands(site), notFoundContent(site)]);
  const messages = messagesFor(site.locale);
  return (
    <html lang={site.locale}>
      <body data-template={site.template} style={themeStyle(site.config.theme)}>
        <TrackingTags tracking={site.config.tracking} />
        <ClientTexts sections={{ shortlist: messages.shortlist, common: messages.common }}>
          <a className="skip-link" href="#main">
            {messages.layout.skipToContent}
          </a>
          {site.preview ? <PreviewBar /> : null}
          <TopBanner site={site} rating={summary} />
          <Header site={site} menu={menu} />
          <ExtraBars bars={site.config.content.bars} label={messages.layout.notices} />
          <main id="main">
            <NotFoundProvider value={notFoundPage}>{children}</NotFoundProvider>
          </main>
          {site.config.features.favourites ? <FavouritesBar /> : null}
          {site.config.providers.reviewRating === 'snap21' ? <ProviderRating orgId={reviewRatingOrgId(site)} text={messages.common.providerRating} /> : null}
          <Footer
            site={site}
            year={Number(localDate(new Date(), site.config.timezone).date.slice(0, 4))}
            models={menu.models}
            groupBrands={groupBrands}
          />
          <BottomNote text={site.config.content.bottomNote} label={messages.layout.closingNote} />
          <SessionTracker />
        </ClientTexts>
      </body>
    </html>
  );
}
