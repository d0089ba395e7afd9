import { describe, expect, it } from 'vitest';
import type { PaymentProcessor } from './car-records';
import type { SiteConfigInput } from './site-config';
import { siteConfig } from '../test-support/site-config';
import { canReserve, type ReservationCar, type ReservationDenial, type ReservationMode } from './reservation';

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
const whitelisted: Partial<SiteConfigInput> = { providers: { payment: null }, reservation: { whitelisted: true } };
const payingWhitelisted: Partial<SiteConfigInput> = { ...paying, reservation: { whitelisted: true } };
const notWhitelisted: Partial<SiteConfigInput> = { providers: { payment: null }, reservation: { whitelisted: false } };
const comingSoonSite: Partial<SiteConfigInput> = { ...paying, features: { reserveComingSoon: true } };

describe('canReserve (SPEC 4 "Reservation is allowed when all hold")', () => {
  it.each<[string, Partial<ReservationCar>, Partial<SiteConfigInput>, ReservationDenial | ReservationMode]>([
    ['every rule holds', {}, paying, 'deposit'],

    // The dealer has a payment provider or is whitelisted.
    ['no payment provider', {}, noProvider, 'no-payment-provider'],
    ['no payment provider but whitelisted: a request the dealer confirms', {}, whitelisted, 'request'],
    ['no payment provider, explicitly not whitelisted', {}, notWhitelisted, 'no-payment-provider'],
    ['a payment provider and whitelisted: the deposit', {}, payingWhitelisted, 'deposit'],
    // Whitelisting answers the provider rule only: every rule about the car still holds.
    ['whitelisted, sold', { status: 'sold' }, whitelisted, 'sold'],
    ['whitelisted, reserved', { reserved: true }, whitelisted, 'reserved'],
    ['whitelisted, coming soon on a default site', { status: 'coming_soon' }, whitelisted, 'not-in-stock'],
    ['whitelisted, price 200', { price: 200 }, whitelisted, 'price-too-low'],
    ['whitelisted, reservable false', { reservable: false }, whitelisted, 'not-reservable'],
    ['whitelisted, no payment processors', { paymentProcessors: [] }, whitelisted, 'no-payment-processors'],
    ['whitelisted, processor without a key', { paymentProcessors: [keyless] }, whitelisted, 'no-payment-authorization'],

    // In stock; coming soon only where the site allows it.
    ['coming soon on a default site', { status: 'coming_soon' }, paying, 'not-in-stock'],
    ['coming soon where the site reserves coming soon', { status: 'coming_soon' }, comingSoonSite, 'deposit'],

    // Not sold and not reserved.
    ['sold status', { status: 'sold' }, comingSoonSite, 'sold'],
    ['sold flag on an in-stock record', { sold: true }, paying, 'sold'],
    ['sold flag false', { sold: false }, paying, 'deposit'],
    ['already reserved', { reserved: true }, paying, 'reserved'],

    // The price is over 200.
    ['price exactly 200', { price: 200 }, paying, 'price-too-low'],
    ['price 201', { price: 201 }, paying, 'deposit'],
    ['price 0', { price: 0 }, paying, 'price-too-low'],

    // reservable is not false.
    ['reservable false', { reservable: false }, paying, 'not-reservable'],
    ['reservable null counts as allowed', { reservable: null }, paying, 'deposit'],

    // Payment processors present, and an authorization key or a checkout processor.
    ['no payment processors', { paymentProcessors: [] }, paying, 'no-payment-processors'],
    ['no processors even with the checkout flag', { paymentProcessors: [], hasCheckoutPaymentProcessor: true }, paying, 'no-payment-processors'],
    ['processor without a key and no checkout processor', { paymentProcessors: [keyless] }, paying, 'no-payment-authorization'],
    ['processor with an empty key', { paymentProcessors: [{ ...stripe, authorization_key: ' ' }] }, paying, 'no-payment-authorization'],
    ['processor without a key but a checkout processor', { paymentProcessors: [keyless], hasCheckoutPaymentProcessor: true }, paying, 'deposit'],
    ['one keyed processor among keyless ones', { paymentProcessors: [keyless, stripe] }, paying, 'deposit'],
  ])('%s', (_name, carOverrides, config, expected) => {
    const decision = canReserve({ ...car, ...carOverrides }, siteConfig(config));
    expect(decision.allowed ? decision.mode : decision.reason).toBe(expected);
  });

  it('reports the provider before anything about the car', () => {
    expect(canReserve({ ...car, status: 'sold', price: 0 }, siteConfig(noProvider))).toEqual({ allowed: false, reason: 'no-payment-provider' });
  });
});
