/**
 * The device and browser details an analytics event carries in event_properties (SPEC 7), from
 * what the page's script can read. The browser's name and version come from the user agent's
 * last well-known product token, so Edge and Opera (which also say Chrome) are named as such.
 */
export type DeviceFacts = { userAgent: string; language: string; screenWidth: number; screenHeight: number; viewportWidth: number; touch: boolean };

const BROWSERS: readonly [name: string, token: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+).*\bSafari\//],
];

const SYSTEMS: readonly [name: string, token: RegExp][] = [
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Linux', /\bLinux\b/],
];

/** Phones under 768 px wide; tablets are touch screens up to 1280 px; anything else a desktop. */
function deviceType(facts: Pick<DeviceFacts, 'userAgent' | 'screenWidth' | 'touch'>): 'mobile' | 'tablet' | 'desktop' {
  if (/\bMobi/.test(facts.userAgent) || (facts.touch && facts.screenWidth < 768)) return 'mobile';
  if (/\biPad\b|\bTablet\b/.test(facts.userAgent) || (facts.touch && facts.screenWidth <= 1280)) return 'tablet';
  return 'desktop';
}

export function deviceProperties(facts: DeviceFacts): Record<string, string | number> {
  const browser = BROWSERS.find(([, token]) => token.test(facts.userAgent));
  const version = browser ? (browser[1].exec(facts.userAgent)?.[1] ?? '') : '';
  return {
    device_type: deviceType(facts),
    browser: browser ? browser[0] : 'Other',
    browser_version: version,
    os: SYSTEMS.find(([, token]) => token.test(facts.userAgent))?.[0] ?? 'Other',
    language: facts.language.slice(0, 35),
    screen: `${facts.screenWidth}x${facts.screenHeight}`,
    viewport_width: facts.viewportWidth,
    user_agent: facts.userAgent.slice(0, 500),
  };
}
