/** Share targets of the car page (SPEC 2 "share buttons") and the popup they open in (SPEC 9). */

export const SHARE_TARGETS = ['facebook', 'x', 'linkedin', 'whatsapp', 'email'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** SPEC 9: "Share window: 550x400, with a closed-window poll every 1 second." */
export const SHARE_WINDOW = { width: 550, height: 400 } as const;
export const SHARE_POLL_MS = 1000;

/** The address that shares `url` with `title` on a target; only email stays in this window. */
export function shareUrl(target: ShareTarget, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
  }
}

export function opensPopup(target: ShareTarget): boolean {
  return target !== 'email';
}

/** window.open features for the share popup, centred on the opener's window. */
export function popupFeatures(opener: { screenX: number; screenY: number; outerWidth: number; outerHeight: number }): string {
  const { width, height } = SHARE_WINDOW;
  const left = Math.max(0, Math.round(opener.screenX + (opener.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(opener.screenY + (opener.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
