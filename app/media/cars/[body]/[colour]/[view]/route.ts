import { carSvg, isCarBody, isCarColour } from '@/media/car-svg';
import { mediaNotFound, svgResponse } from '@/media/svg-response';

/**
 * GET /media/cars/{body}/{colour}/{view}.svg: a generated stock photo. Every segment must be a
 * table value, so there is exactly one URL per image and nothing from the request reaches the SVG.
 */

const VIEW_FILE = /^(?:[1-9]|1[0-2])\.svg$/;

export async function GET(
  _req: Request,
  ctx: { params: Promise<{ body: string; colour: string; view: string }> },
): Promise<Response> {
  const { body, colour, view } = await ctx.params;
  if (!isCarBody(body) || !isCarColour(colour) || !VIEW_FILE.test(view)) return mediaNotFound();
  return svgResponse(carSvg(body, colour, Number.parseInt(view, 10)));
}
