import { logoSvg } from '@/media/logo-svg';
import { mediaNotFound, svgResponse } from '@/media/svg-response';

/** GET /media/logos/{slug}.svg: a generated brand badge; the brand name is the slug title-cased. */

const LOGO_FILE = /^([a-z0-9-]{1,60})\.svg$/;

function titleCase(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export async function GET(_req: Request, ctx: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await ctx.params;
  const slug = LOGO_FILE.exec(file)?.[1];
  if (!slug) return mediaNotFound();
  return svgResponse(logoSvg(slug, titleCase(slug)));
}
