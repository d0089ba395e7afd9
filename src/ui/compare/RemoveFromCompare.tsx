'use client';

import { useRouter } from 'next/navigation';
import { compareUrl } from '../../domain/compare';
import { useTexts } from '../i18n/ClientTexts';
import { compareStore } from './compare-store';

/** Drops a car from the table (and from this browser's selection), keeping the URL shareable. */
export function RemoveFromCompare({ id, name, shown }: { id: number; name: string; shown: number[] }) {
  const router = useRouter();
  const texts = useTexts('shortlist');
  const onClick = () => {
    compareStore.update((list) => list.filter((x) => x !== id));
    router.replace(compareUrl(shown.filter((x) => x !== id)));
  };
  return (
    <button type="button" className="button-link compare-remove" onClick={onClick}>
      {texts.remove}
      <span className="visually-hidden"> {name}</span>
    </button>
  );
}
