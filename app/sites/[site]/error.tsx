'use client';

import { useTexts } from '@/ui/i18n/ClientTexts';

/** Inside the site layout, so the layout's ClientTexts hands it the site's words. */
export default function SiteError({ reset }: { reset: () => void }) {
  const texts = useTexts('common');
  return (
    <div className="not-found container">
      <h1>{texts.errorHeading}</h1>
      <p>{texts.errorText}</p>
      <button type="button" className="button" onClick={reset}>
        {texts.tryAgain}
      </button>
    </div>
  );
}
