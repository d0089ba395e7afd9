import { redirect } from 'next/navigation';
import { shopperJson } from '@/api-json/account-json';
import { currentShopper } from '@/accounts/gate';
import { smsCodesOfferedOn } from '@/accounts/page-reads';
import { parseSignInType } from '@/domain/accounts/gates';
import { safeLocalPath } from '@/domain/accounts/safe-path';
import type { Query } from '@/forms/prefill';
import { privateMetadata } from '@/site/page-metadata';
import { requireSite } from '@/site/request';
import { SignInForm } from '@/ui/accounts/SignInForm';
import { ClientTexts } from '@/ui/i18n/ClientTexts';
import { messagesFor } from '@/i18n/messages';

export const signInMetadata = privateMetadata((texts) => texts.accounts.signIn);

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** SPEC 2 /sign-in?type=&redirect=&back=: both paths are checked to stay on this site. */
export async function renderSignIn({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<Query> }) {
  const site = await requireSite(params);
  const query = await searchParams;
  const type = parseSignInType(first(query.type)) ?? 'account';
  const target = safeLocalPath(first(query.redirect));
  const back = safeLocalPath(first(query.back));
  const shopper = await currentShopper(site);
  const needsPhone = type === 'watchlist';
  if (shopper && shopper.firstName && !(needsPhone && !shopper.phone)) redirect(target);
  const textsCodes = await smsCodesOfferedOn(site);
  const texts = messagesFor(site.locale).accounts;
  return (
    <ClientTexts sections={{ accounts: texts, postcode: messagesFor(site.locale).postcode }}>
      <div className="container account-page">
        <h1>{texts.signIn}</h1>
        <p>{texts.intros[type]}</p>
        <p className="form-hint">{textsCodes ? texts.noPasswordOrText : texts.noPassword}</p>
        <SignInForm redirect={target} needsPhone={needsPhone} textsCodes={textsCodes} signedIn={shopper ? shopperJson(shopper) : null} />
        <p>
          <a href={back}>{texts.back}</a>
        </p>
      </div>
    </ClientTexts>
  );
}
