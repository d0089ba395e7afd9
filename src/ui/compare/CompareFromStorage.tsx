'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { COMPARE_MAX, compareUrl } from '../../domain/compare';
import { fill } from '../../i18n/fill';
import { useTexts } from '../i18n/ClientTexts';
import { useHydrated } from '../storage/browser-store';
import { useCompareSelection } from './compare-store';

/** /compare without ids: moves to the shareable /compare?ids=... of the stored selection, if any. */
export function CompareFromStorage({ searchPath }: { searchPath: string }) {
  const router = useRouter();
  const texts = useTexts('shortlist');
  const hydrated = useHydrated();
  const selection = useCompareSelection();
  const target = selection.length > 0 ? compareUrl(selection) : null;

  useEffect(() => {
    if (target) router.replace(target);
  }, [router, target]);

  if (hydrated && target) return <p>{texts.opening}</p>;
  return (
    <div className="compare-empty">
      <p>{fill(texts.compareEmpty, { max: COMPARE_MAX })}</p>
      <a className="button" href={searchPath}>
        {texts.browseStock}
      </a>
    </div>
  );
}
