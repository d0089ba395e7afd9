import type { Metadata } from 'next';

/**
 * Head metadata of one page (SPEC 2 "Head metadata"): the canonical link and og:url are the page's
 * own path, and og:image always names a picture, the site's logo when the page has none of its own.
 * Pure, so the fallbacks have table tests.
 */

type PageImage = { url: string; alt?: string };

export type PageMeta = {
  /** The page's own path, without query string: the canonical link. */
  path: string;
  /** Absent: the site's default title. */
  title?: string;
  description?: string;
  image?: PageImage | null;
  robots?: Metadata['robots'];
};

export type SiteMeta = { name: string; title: string; description: string; logoUrl: string };

const IMAGE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** The MIME type of an image from its file extension; JPEG when the URL does not say. */
export function imageType(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return IMAGE_TYPES[extension] ?? 'image/jpeg';
}

/** The canonical path: the query string and fragment dropped, no trailing slash but on the home page. */
export function canonicalPath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : '/';
}

export function pageMetadata(site: SiteMeta, page: PageMeta): Metadata {
  const path = canonicalPath(page.path);
  const title = page.title ?? site.title;
  const description = page.description ?? site.description;
  const image = page.image ?? { url: site.logoUrl, alt: site.name };
  return {
    // The home page and pages without a title of their own show the site's title as it is.
    title: page.title === undefined ? { absolute: site.title } : page.title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: page.title === undefined ? site.title : `${page.title} | ${site.name}`,
      description,
      type: 'website',
      siteName: site.name,
      url: path,
      images: [{ url: image.url, type: imageType(image.url), alt: image.alt ?? title }],
    },
    ...(page.robots ? { robots: page.robots } : {}),
  };
}
