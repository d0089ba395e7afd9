import { locationSvg } from '@/media/location-svg';
import { mediaNotFound, svgResponse } from '@/media/svg-response';

/** GET /media/locations/{n}.svg: a generated dealership photo; n is a positive whole number. */

// Up to six digits and no leading zero, so each image has exactly one URL.
const LOCATION_FILE = /^([1-9][0-9]{0,5})\.svg$/;

export async function GET(_req: Request, ctx: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await ctx.params;
  const n = LOCATION_FILE.exec(file)?.[1];
  if (!n) return mediaNotFound();
  return svgResponse(locationSvg(Number(n)));
}
