'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { postJson } from './account-client';
import { useTexts } from '../i18n/ClientTexts';

/** Sign out here, or on every device signed in to this site. */
export function SignOutButtons() {
  const texts = useTexts('accounts');
  const failures = useTexts('common').fetchFailed;
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  async function signOut(path: string) {
    const answer = await postJson(path, {}, failures);
    if (!answer.ok) return setFailure(answer.error);
    router.push('/');
    router.refresh();
  }
  return (
    <div className="account-sign-out">
      <button type="button" className="button button-ghost" onClick={() => void signOut('/api/auth/sign-out')}>
        {texts.signOut}
      </button>
      <button type="button" className="button button-ghost" onClick={() => void signOut('/api/auth/sign-out-everywhere')}>
        {texts.signOutEverywhere}
      </button>
      {failure ? (
        <p className="form-submit-error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
