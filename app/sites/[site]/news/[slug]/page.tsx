import { contentMetadata, renderContent } from '@/page-bodies/content-page';

// Stored like the home page: content changes only with the site's data (tag site:<id>).
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ site: string; slug: string }> };

export async function generateMetadata({ params }: Props) {
  return contentMetadata(params, { kind: 'news', slug: (await params).slug });
}

/** One news article under /news/{slug}, on sites whose news lives there. */
export default async function NewsArticleRoute({ params }: Props) {
  return renderContent(params, { kind: 'news', slug: (await params).slug });
}
