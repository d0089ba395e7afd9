'use client';

import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { fill } from '../../i18n/fill';
import type { Messages } from '../../i18n/types';
import { useHydrated } from '../storage/browser-store';
import { opensPopup, popupFeatures, SHARE_POLL_MS, SHARE_TARGETS, shareUrl, type ShareTarget } from './share-links';

/**
 * Share buttons and copy link (SPEC 2). Each share is a real link, opening the network in a new
 * tab before hydration or without JavaScript; with it, a share opens a 550x400 popup that is
 * polled every second (SPEC 9), and once the shopper closes it focus comes back to the link
 * they used. Copy link needs script, so it appears only once the page has hydrated.
 */
export function ShareButtons({ url, title, texts }: { url: string; title: string; texts: Messages['car']['share'] }) {
  const hydrated = useHydrated();
  const titleId = useId();
  const [note, setNote] = useState('');
  const poll = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(
    () => () => {
      if (poll.current) clearInterval(poll.current);
    },
    [],
  );

  const share = (event: MouseEvent<HTMLAnchorElement>, target: ShareTarget) => {
    const link = event.currentTarget;
    const popup = window.open(link.href, 'share', popupFeatures(window));
    // A blocked popup leaves the link to open the network in a tab of its own.
    if (!popup) return;
    event.preventDefault();
    popup.opener = null;
    if (poll.current) clearInterval(poll.current);
    setNote(fill(texts.sharing, { network: texts.networks[target] }));
    poll.current = setInterval(() => {
      if (!popup.closed) return;
      if (poll.current) clearInterval(poll.current);
      poll.current = null;
      setNote('');
      link.focus();
    }, SHARE_POLL_MS);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setNote(texts.copied);
    } catch {
      setNote(fill(texts.copyThis, { url }));
    }
  };

  return (
    <div className="share" role="group" aria-labelledby={titleId}>
      <p className="share-title" id={titleId}>
        {texts.title}
      </p>
      <ul className="share-list">
        {SHARE_TARGETS.map((target) => (
          <li key={target}>
            <a
              className="button button-ghost button-small"
              href={shareUrl(target, url, title)}
              {...(opensPopup(target) && { target: '_blank', rel: 'noopener noreferrer', onClick: (e) => share(e, target) })}
            >
              {texts.networks[target]}
            </a>
          </li>
        ))}
        {hydrated && (
          <li>
            <button type="button" className="button button-ghost button-small" onClick={() => void copy()}>
              {texts.copyLink}
            </button>
          </li>
        )}
      </ul>
      <p className="share-note" role="status">
        {note}
      </p>
    </div>
  );
}
