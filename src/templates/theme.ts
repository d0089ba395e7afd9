import type { CSSProperties } from 'react';
import { readableInk, readableOn } from '../domain/colour';
import type { SiteConfig } from '../domain/site-config';

/** A site's colours as the CSS custom properties every template's stylesheet reads. */
export function themeStyle(theme: SiteConfig['theme']): CSSProperties {
  return {
    '--brand-primary': theme.primary,
    '--brand-accent': theme.accent,
    '--primary-ink': readableInk(theme.primary),
    '--accent-ink': readableInk(theme.accent),
    '--brand-link': readableOn(theme.primary),
  } as CSSProperties;
}
