import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { shopperJson } from '@/api/account-json';
import { currentShopper } from '@/accounts/gate';
import { smsCodesOffered } from '@/accounts/sms-codes';
import { getDb } from '@/db';
import { parseSignInType, type SignInType } from '@/domain/accounts/gates';
import { safeLocalPath } from '@/domain/accounts/safe-path';
import type { Query } from '@/forms/prefill';
import { requireSite } from '@/site/request';
import { SignInForm } from '@/ui/accounts/SignInForm';

export const signInMetadata: Metadata = { title: 'Sign In', robots: { index: false } };

const INTROS: Record<SignInType, string> = {
  'trade-in': 'Sign in to value your trade-in.',
  checkout: 'Sign in to reserve this vehicle.',
  finance: 'Sign in to apply for finance.',
  'car-finance': 'Sign in to get finance on this vehicle.',
  'spin-to-win': 'Sign in to spin to win.',
  'online-payment': 'Sign in to make a payment.',
  'my-garage': 'Sign in to see your garage: your watchlist, enquiries and bookings.',
  watchlist: 'Sign in with your phone number on your details to keep a watchlist.',
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** SPEC 2 /sign-in?type=&redirect=&back=: both paths are checked to stay on this site. */
export async function renderSignIn({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<Query> }) {
  const site = await requireSite(params);
  const query = await searchParams;
  const type = parseSignInType(first(query.type)) ?? 'my-garage';
  const target = safeLocalPath(first(query.redirect));
  const back = safeLocalPath(first(query.back));
  const shopper = await currentShopper(site);
  const needsPhone = type === 'watchlist';
  if (shopper && shopper.firstName && !(needsPhone && !shopper.phone)) redirect(target);
  const textsCodes = await smsCodesOffered(await getDb(), site);
  return (
    <div className="container account-page">
      <h1>Sign In</h1>
      <p>{INTROS[type]}</p>
      <p className="form-hint">No password needed: we {textsCodes ? 'email or text' : 'email'} you a one-time code.</p>
      <SignInForm redirect={target} needsPhone={needsPhone} textsCodes={textsCodes} signedIn={shopper ? shopperJson(shopper) : null} />
      <p>
        <a href={back}>Back</a>
      </p>
    </div>
  );
}
