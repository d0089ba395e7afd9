/** The heart of favourites and the side-by-side columns of compare, drawn inline like src/ui/icons. */

export function HeartIcon({ filled, size = 20 }: { filled: boolean; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className="icon">
      <path
        d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 6.9-7l.9.9.9-.9a4.9 4.9 0 0 1 6.9 7z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CompareIcon({ size = 20 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className="icon">
      <path d="M3 4h7v16H3zm2 2v12h3V6zm9-2h7v16h-7zm2 2v12h3V6z" fill="currentColor" />
    </svg>
  );
}
