import 'server-only';
import { z } from 'zod';
import { assertSameOrigin } from '../accounts/gate';
import { valuationJson, vehicleJson } from '../api-json/vehicle-json';
import type { Site } from '../domain/types';
import { kmSchema, optional } from '../domain/validation/fields';
import { prequalificationSchema } from '../domain/vehicle-data/prequalification';
import { NOT_FOUND_MESSAGE, PROVIDER_DOWN_MESSAGE, ProviderUnavailable } from '../domain/vehicle-data/provider-failure';
import { parseRegistrationQuery } from '../domain/vehicle-data/registration';
import { CONDITION_FACTORS } from '../domain/vehicle-data/valuation';
import { regoStatesFor } from '../forms/definitions/context';
import { sharedLimiter } from '../leads/shared-limiter';
import { jsonRoute } from '../lib/api';
import { requestClientAddress } from '../lib/client-address';
import { ClientError, NotFoundError, ValidationError } from '../lib/errors';
import { readJsonBody } from '../lib/request-body';
import { requireApiSite } from '../site/request';
import { vehicleDataFor } from './providers';

/**
 * The SPEC 7 vehicle data calls (docs/vehicle-data.md): each checks its input with the SPEC 5
 * rules, is limited per client and per site, and answers from the site's provider. A provider
 * that is down, slow or confused answers 424 (Failed Dependency: a 4xx, since our API answers no 5xx
 * for what another service did) with our own plain words, so the form falls back to typing the
 * details in; nothing the provider said is passed on.
 */
type SiteContext = { params: Promise<{ site: string }> };

const NO_STORE = { 'cache-control': 'no-store' };
const BODY_MAX_BYTES = 4_096;
/** One shopper looks a car up a few times at most; a script walking plates is stopped. */
const PER_CLIENT_PER_MINUTE = 20;
/** A site's whole traffic, so no one site can spend a paid provider's quota for the others. */
const PER_SITE_PER_MINUTE = 600;

async function admit(request: Request, site: Site): Promise<void> {
  const [perClient, perSite] = await Promise.all([sharedLimiter('vehicle-data', PER_CLIENT_PER_MINUTE), sharedLimiter('vehicle-data-site', PER_SITE_PER_MINUTE)]);
  const client = await perClient.take(`${site.id}:${requestClientAddress(request.headers)}`);
  const whole = client.allowed ? await perSite.take(String(site.id)) : client;
  if (!whole.allowed) throw new ClientError('Too many lookups; please wait a moment and try again.', 429, { 'retry-after': String(whole.retryAfterSeconds) });
}

/** Runs a provider call; a provider that cannot answer becomes the 424 the forms fall back from. */
async function fromProvider(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    return Response.json({ error: PROVIDER_DOWN_MESSAGE, reason: error.reason }, { status: 424, headers: { ...NO_STORE, 'retry-after': '30' } });
  }
}

async function siteRequest(request: Request, params: SiteContext['params']): Promise<{ site: Site; body: unknown }> {
  const site = await requireApiSite(params);
  assertSameOrigin(request);
  await admit(request, site);
  return { site, body: await readJsonBody(request, 'the lookup', BODY_MAX_BYTES) };
}

function registrationQuery(site: Site, body: unknown) {
  const parsed = parseRegistrationQuery(body, regoStatesFor(site.locale) !== null);
  if (!parsed.ok) throw new ValidationError('Please check the highlighted fields.', parsed.errors);
  return parsed.query;
}

const valuationExtras = z.object({
  odometer: optional(kmSchema),
  condition: optional(z.enum(Object.keys(CONDITION_FACTORS) as [string, ...string[]], { error: 'Please choose one of the options.' })),
});

/** POST /api/nevdis: a plate and state, or a VIN, to the vehicle the registry holds. */
const lookup = jsonRoute(async (request: Request, { params }: SiteContext) => {
  const { site, body } = await siteRequest(request, params);
  const query = registrationQuery(site, body);
  return fromProvider(async () => {
    const vehicle = await vehicleDataFor(site).registration.find(query);
    if (!vehicle) throw new NotFoundError(NOT_FOUND_MESSAGE);
    return Response.json({ vehicle: vehicleJson(vehicle) }, { headers: NO_STORE });
  });
});

/**
 * POST /api/simple-autograb-lookup and the rego valuation lookup (rego, regoState): the vehicle, and
 * with an odometer its valuation; `valuation` is null when there is too little to value it on.
 */
const lookupAndValue = jsonRoute(async (request: Request, { params }: SiteContext) => {
  const { site, body } = await siteRequest(request, params);
  const query = registrationQuery(site, body);
  const extras = valuationExtras.safeParse(body);
  if (!extras.success) throw new ValidationError('Please check the highlighted fields.', z.flattenError(extras.error).fieldErrors);
  return fromProvider(async () => {
    const data = vehicleDataFor(site);
    const vehicle = await data.registration.find(query);
    if (!vehicle) throw new NotFoundError(NOT_FOUND_MESSAGE);
    const { odometer, condition } = extras.data;
    const valuation = odometer === undefined ? null : await data.valuation.value({ make: vehicle.make, model: vehicle.model, year: vehicle.year, km: odometer, condition });
    return Response.json({ vehicle: vehicleJson(vehicle), valuation: valuationJson(valuation) }, { headers: NO_STORE });
  });
});

const DEMO_NOTE = 'This is a demonstration: no lender has seen your details and no credit check was made.';

/** POST /api/carClarityCustomer: the shopper's details to a pre-qualification outcome and reference. */
const prequalify = jsonRoute(async (request: Request, { params }: SiteContext) => {
  const { site, body } = await siteRequest(request, params);
  const parsed = prequalificationSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError('Please check the highlighted fields.', z.flattenError(parsed.error).fieldErrors);
  return fromProvider(async () => {
    const result = await vehicleDataFor(site).prequalification.prequalify(parsed.data);
    return Response.json({ outcome: result.outcome, reference: result.reference, demo: result.demo, ...(result.demo ? { note: DEMO_NOTE } : {}) }, { headers: NO_STORE });
  });
});

type ManufacturerContext = { params: Promise<{ site: string; file: string }> };

/** GET /api/v1/manufacturers/{id}.json?website_id={id}: only this site's own website id answers. */
const manufacturer = jsonRoute(async (request: Request, { params }: ManufacturerContext) => {
  const site = await requireApiSite(params);
  const id = /^([1-9][0-9]{0,8})\.json$/.exec((await params).file)?.[1];
  const websiteId = new URL(request.url).searchParams.get('website_id');
  if (!id || websiteId !== String(site.id)) throw new NotFoundError('Not found');
  return fromProvider(async () => {
    const data = await vehicleDataFor(site).manufacturer.manufacturer(Number(id));
    if (!data) throw new NotFoundError('Not found');
    return Response.json(data, { headers: { 'cache-control': 'public, max-age=300' } });
  });
});

export const vehicleDataRoutes = { lookup, lookupAndValue, prequalify, manufacturer };
