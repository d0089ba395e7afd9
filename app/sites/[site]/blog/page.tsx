import { contentMetadata, renderContent } from '@/page-bodies/content-page';

// Stored like the home page: content changes only with the site's data (tag site:<id>).
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ site: string }> };

export const generateMetadata = ({ params }: Props) => contentMetadata(params, { kind: 'news-index', base: '/blog' });

/** The site's news, where it is published under /blog (SPEC 2: /news replaces /blog on some sites). */
export default function NewsIndexRoute({ params }: Props) {
  return renderContent(params, { kind: 'news-index', base: '/blog' });
}
