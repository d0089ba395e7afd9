'use client';

import { useState } from 'react';
import { LOADING_LABEL } from '../../domain/validation/messages';
import { postJson } from './account-client';
import { fill } from '../../i18n/fill';
import { useTexts } from '../i18n/ClientTexts';

type Prize = { id: string; name: string } | null;
type State = { kind: 'ready' } | { kind: 'spinning' } | { kind: 'done'; prize: Prize } | { kind: 'error'; message: string };

const SPIN_MS = 2_400;

/**
 * The wheel: the server draws the prize; the wheel turns while the answer comes and then shows it.
 * With reduced motion the wheel does not turn (accounts.css) and the result shows at once.
 */
export function SpinWheel({ prizes, earlier }: { prizes: { id: string; name: string }[]; earlier?: { prize: Prize } | undefined }) {
  const texts = useTexts('accounts');
  const failures = useTexts('common').fetchFailed;
  const [state, setState] = useState<State>(earlier ? { kind: 'done', prize: earlier.prize } : { kind: 'ready' });

  async function spinOnce() {
    setState({ kind: 'spinning' });
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const [answer] = await Promise.all([
      postJson<{ prize: Prize }>('/api/spin-to-win', {}, failures),
      new Promise((resolve) => setTimeout(resolve, reduced ? 0 : SPIN_MS)),
    ]);
    setState(answer.ok ? { kind: 'done', prize: answer.data.prize } : { kind: 'error', message: answer.error });
  }

  return (
    <div className="spin">
      <ol className={`spin-wheel${state.kind === 'spinning' ? ' is-spinning' : ''}`} aria-label={texts.prizes}>
        {prizes.map((prize) => (
          <li key={prize.id}>{prize.name}</li>
        ))}
      </ol>
      <div role="status" aria-live="polite" className="spin-result">
        {state.kind === 'done' ? (state.prize ? fill(texts.youWon, { prize: state.prize.name }) : texts.allWon) : null}
      </div>
      {state.kind === 'error' ? (
        <p className="form-submit-error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'ready' || state.kind === 'spinning' ? (
        <button type="button" className="button button-primary" disabled={state.kind === 'spinning'} onClick={() => void spinOnce()}>
          {state.kind === 'spinning' ? LOADING_LABEL : texts.spin}
        </button>
      ) : null}
    </div>
  );
}
