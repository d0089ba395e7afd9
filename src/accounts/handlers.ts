import 'server-only';
import { shopperJson, type AccountJson } from '../api-json/account-json';
import { getDb, type Db } from '../db';
import { watchedCarIds } from '../db/queries/watchlist';
import type { Shopper } from '../db/queries/accounts';
import { ADDRESS_CHANGE_MESSAGES } from '../domain/accounts/address-change';
import { removedToast, savedToast } from '../domain/accounts/watchlist-toast';
import { jsonRoute } from '../lib/api';
import { readJsonBody } from '../lib/request-body';
import { requestClientAddress } from '../lib/client-address';
import { requireApiSite } from '../site/request';
import { requestSignInCode, verifySignInCode } from './codes';
import { requestSmsCode, verifySmsCode } from './sms-codes';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './cookie';
import { assertSameOrigin, currentShopper, requireApiShopper } from './gate';
import { saveProfile } from './profile';
import { endAllSessions, endSession, startSession } from './sessions';
import { spin } from './spin';
import { removeCar, saveCar } from './watchlist';

/** The account and watchlist APIs (docs/accounts.md): each parses, calls a service and answers. */
type SiteContext = { params: Promise<{ site: string }> };

const NO_STORE = { 'cache-control': 'no-store' };
const BODY_MAX_BYTES = 8_192;

/** SPEC 7 and 8: a watchlist answer always carries its success flag, failures too. */
function withSuccessFlag<C>(handler: (request: Request, context: C) => Promise<Response>) {
  return async (request: Request, context: C): Promise<Response> => {
    const answer = await handler(request, context);
    if (answer.ok) return answer;
    const failure = (await answer.json()) as Record<string, unknown>;
    return Response.json({ success: false, ...failure }, { status: answer.status, headers: answer.headers });
  };
}

const body = (request: Request) => readJsonBody(request, 'the request', BODY_MAX_BYTES);

/** A shopper whose code checked out: a new session, its cookie, and the shopper's details. */
async function signedIn(db: Db, shopper: Shopper, request: Request): Promise<Response> {
  const session = await startSession(db, shopper);
  await writeSessionCookie(session.token, session.expiresAt, request.headers.get('host'));
  return Response.json({ success: true, user: shopperJson(shopper) }, { headers: NO_STORE });
}

export const accountRoutes = {
  requestCode: jsonRoute(async (request: Request, { params }: SiteContext) => {
    const site = await requireApiSite(params);
    assertSameOrigin(request);
    const { address } = await requestSignInCode(await getDb(), site, await body(request), requestClientAddress(request.headers));
    return Response.json({ success: true, sent_to: address }, { headers: NO_STORE });
  }),

  verifyCode: jsonRoute(async (request: Request, { params }: SiteContext) => {
    const site = await requireApiSite(params);
    assertSameOrigin(request);
    const db = await getDb();
    return signedIn(db, await verifySignInCode(db, site, await body(request)), request);
  }),

  requestSmsCode: jsonRoute(async (request: Request, { params }: SiteContext) => {
    const site = await requireApiSite(params);
    assertSameOrigin(request);
    const { phone } = await requestSmsCode(await getDb(), site, await body(request), requestClientAddress(request.headers));
    return Response.json({ success: true, sent_to: phone }, { headers: NO_STORE });
  }),

  verifySmsCode: jsonRoute(async (request: Request, { params }: SiteContext) => {
    const site = await requireApiSite(params);
    assertSameOrigin(request);
    const db = await getDb();
    return signedIn(db, await verifySmsCode(db, site, await body(request)), request);
  }),

  signOut: jsonRoute(async (request: Request, { params }: SiteContext) => {
    const site = await requireApiSite(params);
    assertSameOrigin(request);
    await endSession(await getDb(), site, await readSessionCookie());
    await clearSessionCookie(request.headers.get('host'));
    return Response.json({ success: true }, { headers: NO_STORE });
  }),

  signOutEverywhere: jsonRoute(async (request: Request, { params }: SiteContext) => {
    const site = await requireApiSite(params);
    const shopper = await requireApiShopper(request, site);
    const ended = await endAllSessions(await getDb(), site, shopper);
    await clearSessionCookie(request.headers.get('host'));
    return Response.json({ success: true, sessions_ended: ended }, { headers: NO_STORE });
  }),

  account: jsonRoute(async (_request: Request, { params }: SiteContext) => {
    const site = await requireApiSite(params);
    const shopper = await currentShopper(site);
    const answer: AccountJson = shopper
      ? { signed_in: true, user: shopperJson(shopper), watchlist: await watchedCarIds(await getDb(), shopper.id) }
      : { signed_in: false };
    return Response.json(answer, { headers: { ...NO_STORE, vary: 'cookie' } });
  }),

  profile: jsonRoute(async (request: Request, { params }: SiteContext) => {
    const site = await requireApiSite(params);
    const shopper = await requireApiShopper(request, site);
    const saved = await saveProfile(await getDb(), site, shopper, await body(request), {
      client: requestClientAddress(request.headers),
      sessionToken: await readSessionCookie(),
    });
    return Response.json(
      {
        success: true,
        user: shopperJson(saved.shopper),
        ...(saved.pendingPhone ? { pending_phone: saved.pendingPhone, message: ADDRESS_CHANGE_MESSAGES.phoneCodeSent } : {}),
        ...(saved.pendingEmail ? { pending_email: saved.pendingEmail, message: ADDRESS_CHANGE_MESSAGES.codeSent } : {}),
        ...(saved.sessionsEnded > 0 ? { sessions_ended: saved.sessionsEnded } : {}),
      },
      { headers: NO_STORE },
    );
  }),

  saveCar: withSuccessFlag(jsonRoute(async (request: Request, { params }: SiteContext) => {
    const site = await requireApiSite(params);
    const shopper = await requireApiShopper(request, site);
    const change = await saveCar(await getDb(), site, shopper, await body(request));
    return Response.json({ success: true, car_id: change.carId, toast: savedToast(change.name) }, { headers: NO_STORE });
  })),

  removeCar: withSuccessFlag(jsonRoute(async (request: Request, { params }: SiteContext) => {
    const site = await requireApiSite(params);
    const shopper = await requireApiShopper(request, site);
    const change = await removeCar(await getDb(), site, shopper, await body(request));
    return Response.json({ success: true, car_id: change.carId, toast: removedToast(change.name) }, { headers: NO_STORE });
  })),

  spin: jsonRoute(async (request: Request, { params }: SiteContext) => {
    const site = await requireApiSite(params);
    const shopper = await requireApiShopper(request, site);
    const result = await spin(await getDb(), site, shopper);
    return Response.json({ success: true, prize: result.prize }, { headers: NO_STORE });
  }),
};
