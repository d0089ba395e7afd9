import { contentMetadata, renderContent } from '@/page-bodies/content-page';

// Stored like the home page: content changes only with the site's data (tag site:<id>).
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ site: string }> };

export const generateMetadata = ({ params }: Props) => contentMetadata(params, { kind: 'privacy-policy' });

/** SPEC 2 /privacy-policy: the site's own policy text. */
export default function PrivacyPolicyRoute({ params }: Props) {
  return renderContent(params, { kind: 'privacy-policy' });
}
