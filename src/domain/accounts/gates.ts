import type { SiteConfig } from '../site-config';
import { safeLocalPath } from './safe-path';

/** SPEC 2 and 6: the reasons a shopper is asked to sign in, and which of them a site gates. */
export const SIGN_IN_TYPES = ['trade-in', 'checkout', 'finance', 'spin-to-win', 'online-payment', 'car-finance', 'my-garage', 'watchlist', 'account'] as const;
export type SignInType = (typeof SIGN_IN_TYPES)[number];

export function parseSignInType(value: unknown): SignInType | null {
  return SIGN_IN_TYPES.find((type) => type === value) ?? null;
}

/**
 * Whether a signed-out visitor is sent to /sign-in for this type on this site: the garage, the
 * watchlist and the account page always, the rest as the site's `gatedPages` says (finance on sites with
 * vehicle-identification finance, online payment unless disabled).
 */
export function isGated(type: SignInType, gatedPages: SiteConfig['gatedPages']): boolean {
  switch (type) {
    case 'my-garage':
    case 'watchlist':
    case 'account':
      return true;
    case 'checkout':
      return gatedPages.checkout;
    case 'finance':
    case 'car-finance':
      return gatedPages.finance;
    case 'spin-to-win':
      return gatedPages.spinToWin;
    case 'online-payment':
      return gatedPages.onlinePayment;
    case 'trade-in':
      return gatedPages.tradeIn;
  }
}

/** `/sign-in?type=..&redirect=..&back=..`, with both paths made safe first. */
export function signInHref(type: SignInType, redirect: string, back: string = redirect): string {
  const query = new URLSearchParams({ type, redirect: safeLocalPath(redirect), back: safeLocalPath(back) });
  return `/sign-in?${query.toString()}`;
}

/**
 * The header's garage link and any other gated link: straight to the page for a signed-in shopper,
 * through /sign-in otherwise. A stored page that cannot know who is asking links the page itself,
 * whose server-side gate then redirects.
 */
export function gatedHref(type: SignInType, path: string, signedIn: boolean | 'unknown', gatedPages: SiteConfig['gatedPages']): string {
  if (signedIn !== false || !isGated(type, gatedPages)) return path;
  return signInHref(type, path);
}
