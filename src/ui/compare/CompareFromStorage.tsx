'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { compareUrl } from '../../domain/compare';
import { useHydrated } from '../storage/browser-store';
import { useCompareSelection } from './compare-store';

/** /compare without ids: moves to the shareable /compare?ids=... of the stored selection, if any. */
export function CompareFromStorage({ searchPath }: { searchPath: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const selection = useCompareSelection();
  const target = selection.length > 0 ? compareUrl(selection) : null;

  useEffect(() => {
    if (target) router.replace(target);
  }, [router, target]);

  if (hydrated && target) return <p>Opening your comparison…</p>;
  return (
    <div className="compare-empty">
      <p>No cars chosen to compare yet. Use Compare on up to 4 cars, then come back here.</p>
      <a className="button" href={searchPath}>
        Browse our stock
      </a>
    </div>
  );
}
