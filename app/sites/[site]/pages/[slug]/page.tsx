import { contentMetadata, renderContent } from '@/page-bodies/content-page';

// Stored like the home page: content changes only with the site's data (tag site:<id>).
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ site: string; slug: string }> };

export async function generateMetadata({ params }: Props) {
  return contentMetadata(params, { kind: 'page', slug: (await params).slug });
}

/** SPEC 2 /pages/{x}: one of the site's content pages. */
export default async function ContentPageRoute({ params }: Props) {
  return renderContent(params, { kind: 'page', slug: (await params).slug });
}
