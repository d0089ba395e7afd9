/**
 * SPEC 9 "Breakpoints: xs 400px, sm 576, md 768, lg 992 (also the mobile check), xl 1200, xxl 1400."
 * CSS cannot read a variable inside @media, so the stylesheets write these numbers; the test beside
 * this table fails on any width in a site stylesheet's media query that is not one of them.
 */
export const BREAKPOINTS = { xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The width at or above the breakpoint. */
export const atLeast = (name: Breakpoint): string => `(min-width: ${BREAKPOINTS[name]}px)`;

/**
 * The width below the breakpoint: 0.02px under it, so that a fractional width (a zoomed page)
 * never matches both this and atLeast().
 */
export const below = (name: Breakpoint): string => `(max-width: ${BREAKPOINTS[name] - 0.02}px)`;

/** SPEC 9: lg is also the mobile check (the filter drawer, the phone menu). */
export const MOBILE_QUERY = below('lg');
