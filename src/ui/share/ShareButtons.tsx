'use client';

import { useEffect, useRef, useState } from 'react';
import { opensPopup, popupFeatures, SHARE_LABELS, SHARE_POLL_MS, SHARE_TARGETS, shareUrl, type ShareTarget } from './share-links';

/**
 * Share buttons and copy link (SPEC 2). A share opens a 550x400 popup that is polled every second
 * (SPEC 9); once the shopper closes it, focus comes back to the button they used.
 */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const [note, setNote] = useState('');
  const poll = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(
    () => () => {
      if (poll.current) clearInterval(poll.current);
    },
    [],
  );

  const share = (target: ShareTarget, button: HTMLButtonElement) => {
    const href = shareUrl(target, url, title);
    const popup = window.open(href, 'share', popupFeatures(window));
    if (!popup) {
      // A blocked popup still shares, in a tab of its own.
      window.open(href, '_blank', 'noopener');
      return;
    }
    popup.opener = null;
    if (poll.current) clearInterval(poll.current);
    setNote(`Sharing on ${SHARE_LABELS[target]}`);
    poll.current = setInterval(() => {
      if (!popup.closed) return;
      if (poll.current) clearInterval(poll.current);
      poll.current = null;
      setNote('');
      button.focus();
    }, SHARE_POLL_MS);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setNote('Link copied');
    } catch {
      setNote(`Copy this link: ${url}`);
    }
  };

  return (
    <div className="share">
      <p className="share-title">Share this car</p>
      <ul className="share-list">
        {SHARE_TARGETS.map((target) => (
          <li key={target}>
            {opensPopup(target) ? (
              <button type="button" className="button button-ghost button-small" onClick={(e) => share(target, e.currentTarget)}>
                {SHARE_LABELS[target]}
              </button>
            ) : (
              <a className="button button-ghost button-small" href={shareUrl(target, url, title)}>
                {SHARE_LABELS[target]}
              </a>
            )}
          </li>
        ))}
        <li>
          <button type="button" className="button button-ghost button-small" onClick={() => void copy()}>
            Copy link
          </button>
        </li>
      </ul>
      <p className="share-note" role="status">
        {note}
      </p>
    </div>
  );
}
