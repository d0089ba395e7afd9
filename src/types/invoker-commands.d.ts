import 'react';

/**
 * HTML invoker commands (`commandfor` and `command` on a button), which open and close a
 * <dialog> with no script, so a dialog works from the first paint, before React hydrates.
 * React passes these lowercase attributes through to the DOM; its types do not list them yet.
 */
declare module 'react' {
  // Merging with React's interface needs its type parameter, named as React names it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close';
  }
}
