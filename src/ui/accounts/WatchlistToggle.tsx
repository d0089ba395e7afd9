'use client';

import { useEffect, useRef, useState } from 'react';
import { signInHref } from '../../domain/accounts/gates';
import { removedToast, savedToast, type Toast as ToastContent } from '../../domain/accounts/watchlist-toast';
import { loadAccount, postJson } from './account-client';
import { Toast } from './Toast';
import { useTexts } from '../i18n/ClientTexts';
import type { Messages } from '../../i18n/types';
import '../styles/accounts.css';

const TOAST_MS = 6_000;

type Props = {
  carId: number;
  name: string;
  /** canSave for an unsaved car (SPEC 4: save is hidden for sold cars not already saved). */
  saveAllowed: boolean;
  /** Known saved already (the watchlist page); otherwise read from the account. */
  initiallySaved?: boolean;
  texts: Messages['accounts']['watchlistButton'];
};

type Account = { phone: string | null } | null;

/**
 * Save to or remove from the watchlist (SPEC 4, 6, 8). A visitor without an account or a phone
 * number goes to /sign-in?type=watchlist; a signed-in shopper's change shows at once and is rolled
 * back, with an alert giving the error, if the server refuses it.
 */
export function WatchlistToggle({ carId, name, saveAllowed, initiallySaved, texts }: Props) {
  const failures = useTexts('common').fetchFailed;
  const [account, setAccount] = useState<Account | undefined>(undefined);
  const [saved, setSaved] = useState(initiallySaved ?? false);
  const [busy, setBusy] = useState(false);
  const [toast, setToast] = useState<ToastContent | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void loadAccount().then((answer) => {
      if (!live) return;
      setAccount(answer.signed_in ? { phone: answer.user.phone } : null);
      if (answer.signed_in && initiallySaved === undefined) setSaved(answer.watchlist.includes(carId));
    });
    return () => {
      live = false;
    };
  }, [carId, initiallySaved]);

  useEffect(() => () => clearTimeout(timer.current), []);

  if (account === undefined || !(saved || saveAllowed)) return null;

  function show(next: ToastContent) {
    setToast(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setToast(null), TOAST_MS);
  }

  async function toggle() {
    if (!account?.phone) {
      const here = `${window.location.pathname}${window.location.search}`;
      window.location.assign(signInHref('watchlist', here, here));
      return;
    }
    const saving = !saved;
    setSaved(saving);
    setBusy(true);
    const answer = await postJson<{ success: true }>(saving ? '/api/watchlist/save-car' : '/api/watchlist/remove-car', {
      phone_number: account.phone,
      car_id: carId,
    }, failures);
    setBusy(false);
    if (!answer.ok) {
      setSaved(!saving);
      window.alert(answer.error);
      return;
    }
    show(saving ? savedToast(name) : removedToast(name));
  }

  return (
    <>
      <button type="button" className="button button-ghost button-small watchlist-toggle" aria-pressed={saved} disabled={busy} onClick={() => void toggle()}>
        {saved ? texts.remove : texts.save}
      </button>
      <Toast toast={toast} onClose={() => setToast(null)} dismissLabel={texts.dismiss} />
    </>
  );
}
