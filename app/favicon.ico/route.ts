import { logoSvg } from '@/media/logo-svg';
import { svgResponse } from '@/media/svg-response';

/** Browsers ask for /favicon.ico on every host; sites name their own icon in the page head. */
export function GET() {
  return svgResponse(logoSvg('forecourt', 'Forecourt'));
}
