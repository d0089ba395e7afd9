import type { Metadata } from 'next';

/**
 * Head metadata of one page (SPEC 2 "Head metadata"): the canonical link and og:url are the page's
 * own path, and og:image always names a raster picture: the page's own, or the site's share card
 * (a PNG, src/domain/share-card.ts) when the page has none or only an SVG, which most social sites
 * do not render (issue 26). Pure, so the fallbacks have table tests.
 */

type PageImage = { url: string; alt?: string };

/** A picture whose size and type are known: the share cards. */
export type SizedImage = { url: string; alt: string; width: number; height: number; type: string };

export type PageMeta = {
  /** The page's own path, without query string: the canonical link. */
  path: string;
  /** Absent: the site's default title. */
  title?: string;
  description?: string;
  /** The page's own picture; an SVG is passed over for the site's share card. */
  image?: PageImage | SizedImage | null;
  robots?: Metadata['robots'];
};

export type SiteMeta = { name: string; title: string; description: string; shareImage: SizedImage };

const IMAGE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

const SVG = 'image/svg+xml';

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
  const own = page.image && imageType(page.image.url) !== SVG ? page.image : null;
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
      images: [own ? { type: imageType(own.url), ...own, alt: own.alt ?? title } : site.shareImage],
    },
    ...(page.robots ? { robots: page.robots } : {}),
  };
}
