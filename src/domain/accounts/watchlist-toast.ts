/**
 * SPEC 8: the toasts a shopper reads after saving or removing a car. Apart from the watchlist's
 * schema (watchlist.ts), so the car page's save button does not bring Zod to the browser.
 */
export type Toast = { title: string; text: string; link: { href: string; label: string } };

const WATCHLIST_PATH = '/watchlist';

export function savedToast(name: string): Toast {
  return { title: 'Car Saved In Watchlist', text: `${name} is now available in your watchlist`, link: { href: WATCHLIST_PATH, label: 'View List' } };
}

export function removedToast(name: string): Toast {
  return { title: 'Car Removed', text: `${name} is no longer in your watchlist`, link: { href: WATCHLIST_PATH, label: 'View List' } };
}
