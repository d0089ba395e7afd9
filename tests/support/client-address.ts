/**
 * A client address no other request of this run has used, as the X-Forwarded-For header the test
 * server trusts (one proxy hop): sign-in codes are limited per client, and the suite asks for more
 * of them than one address may. Addresses come from TEST-NET-1, counted from the clock.
 */
let clients = Date.now() % 250;

export const freshClient = () => ({ 'x-forwarded-for': `192.0.2.${(clients++ % 250) + 1}` });
