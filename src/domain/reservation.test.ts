import { describe, expect, it } from 'vitest';
import type { PaymentProcessor } from './car-records';
import type { SiteConfigInput } from './site-config';
import { siteConfig } from '../test-support/site-config';
import { canReserve, type ReservationCar, type ReservationDenial, type ReservationOptions } from './reservation';

const stripe: PaymentProcessor = { authorization_type: 'stripe', authorization_key: 'pk_test_123', deposit_amount: 500 };
const keyless: PaymentProcessor = { ...stripe, authorization_key: null };

const car: ReservationCar = {
  status: 'in_stock',
  reserved: false,
  price: 25_990,
  reservable: true,
  paymentProcessors: [stripe],
  hasCheckoutPaymentProcessor: false,
};
const paying: Partial<SiteConfigInput> = { providers: { payment: 'stripe' } };
const noProvider: Partial<SiteConfigInput> = { providers: { payment: null } };
const comingSoonSite: Partial<SiteConfigInput> = { ...paying, features: { reserveComingSoon: true } };

describe('canReserve (SPEC 4 "Reservation is allowed when all hold")', () => {
  it.each<[string, Partial<ReservationCar>, Partial<SiteConfigInput>, ReservationOptions, ReservationDenial | 'allowed']>([
    ['every rule holds', {}, paying, {}, 'allowed'],

    // The dealer has a payment provider or is whitelisted.
    ['no payment provider', {}, noProvider, {}, 'no-payment-provider'],
    ['no payment provider but whitelisted', {}, noProvider, { whitelisted: true }, 'allowed'],
    ['no payment provider, explicitly not whitelisted', {}, noProvider, { whitelisted: false }, 'no-payment-provider'],

    // In stock; coming soon only where the site allows it.
    ['coming soon on a default site', { status: 'coming_soon' }, paying, {}, 'not-in-stock'],
    ['coming soon where the site reserves coming soon', { status: 'coming_soon' }, comingSoonSite, {}, 'allowed'],

    // Not sold and not reserved.
    ['sold status', { status: 'sold' }, comingSoonSite, {}, 'sold'],
    ['sold flag on an in-stock record', { sold: true }, paying, {}, 'sold'],
    ['sold flag false', { sold: false }, paying, {}, 'allowed'],
    ['already reserved', { reserved: true }, paying, {}, 'reserved'],

    // The price is over 200.
    ['price exactly 200', { price: 200 }, paying, {}, 'price-too-low'],
    ['price 201', { price: 201 }, paying, {}, 'allowed'],
    ['price 0', { price: 0 }, paying, {}, 'price-too-low'],

    // reservable is not false.
    ['reservable false', { reservable: false }, paying, {}, 'not-reservable'],
    ['reservable null counts as allowed', { reservable: null }, paying, {}, 'allowed'],

    // Payment processors present, and an authorization key or a checkout processor.
    ['no payment processors', { paymentProcessors: [] }, paying, {}, 'no-payment-processors'],
    ['no processors even with the checkout flag', { paymentProcessors: [], hasCheckoutPaymentProcessor: true }, paying, {}, 'no-payment-processors'],
    ['processor without a key and no checkout processor', { paymentProcessors: [keyless] }, paying, {}, 'no-payment-authorization'],
    ['processor with an empty key', { paymentProcessors: [{ ...stripe, authorization_key: ' ' }] }, paying, {}, 'no-payment-authorization'],
    ['processor without a key but a checkout processor', { paymentProcessors: [keyless], hasCheckoutPaymentProcessor: true }, paying, {}, 'allowed'],
    ['one keyed processor among keyless ones', { paymentProcessors: [keyless, stripe] }, paying, {}, 'allowed'],
  ])('%s', (_name, carOverrides, config, options, expected) => {
    const decision = canReserve({ ...car, ...carOverrides }, siteConfig(config), options);
    expect(decision.allowed ? 'allowed' : decision.reason).toBe(expected);
  });

  it('reports the provider before anything about the car', () => {
    expect(canReserve({ ...car, status: 'sold', price: 0 }, siteConfig(noProvider))).toEqual({ allowed: false, reason: 'no-payment-provider' });
  });
});
