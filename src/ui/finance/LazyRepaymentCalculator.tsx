'use client';

import { interactionIsland } from '../lazy/interaction-island';

/** RepaymentCalculator below the fold: its code loads on first interaction (to reach it, one scrolls). */
export const LazyRepaymentCalculator = interactionIsland(
  () => import('./RepaymentCalculator').then((module) => module.RepaymentCalculator),
  // Next compiles `typeof window` to a constant, so the browser bundle drops this require.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server must render the calculator at once, see interactionIsland
  typeof window === 'undefined' ? (require('./RepaymentCalculator') as typeof import('./RepaymentCalculator')).RepaymentCalculator : null,
);
