import { mapSvg } from '@/media/map-svg';
import { mediaNotFound, svgResponse } from '@/media/svg-response';

/** GET /media/maps/{n}.svg: a generated static map for a location page; n is a positive whole number. */

// Up to six digits and no leading zero, so each image has exactly one URL.
const MAP_FILE = /^([1-9][0-9]{0,5})\.svg$/;

export async function GET(_req: Request, ctx: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await ctx.params;
  const n = MAP_FILE.exec(file)?.[1];
  if (!n) return mediaNotFound();
  return svgResponse(mapSvg(Number(n)));
}
