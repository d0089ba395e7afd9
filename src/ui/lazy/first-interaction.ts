/**
 * What shows that someone is using the page: a pointer over it or pressed, a key, focus moving, a
 * touch, a scroll, a click (assistive technology may click with no pointer event before it).
 * Lighthouse and other page loads without a person do none of these.
 */
const INTERACTIONS = ['pointerover', 'pointerdown', 'click', 'keydown', 'focusin', 'touchstart', 'scroll', 'wheel'] as const;

let interaction: Promise<void> | undefined;

/** Settles on the first interaction after the first call (in the browser only). */
export function firstInteraction(): Promise<void> {
  interaction ??= new Promise((resolve) => {
    const listening = new AbortController();
    const heard = () => {
      listening.abort();
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, heard, { capture: true, passive: true, signal: listening.signal });
  });
  return interaction;
}
