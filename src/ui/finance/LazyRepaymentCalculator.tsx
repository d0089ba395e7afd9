'use client';

import { interactionIsland } from '../lazy/interaction-island';

/** RepaymentCalculator below the fold: its code loads on first interaction (to reach it, one scrolls). */
export const LazyRepaymentCalculator = interactionIsland(() => import('./RepaymentCalculator').then((module) => module.RepaymentCalculator));
