import { notFoundImageSvg } from '@/media/not-found-svg';
import { svgResponse } from '@/media/svg-response';

/** GET /media/not-found.svg: what a configured logo that does not load is replaced with (src/ui/media/LogoImage.tsx). */
export async function GET(): Promise<Response> {
  return svgResponse(notFoundImageSvg());
}
