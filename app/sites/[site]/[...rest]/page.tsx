import { notFound } from 'next/navigation';

/** Any path no page claims is the site's not-found page, inside the site's own shell. */
export default function UnknownPage() {
  notFound();
}
