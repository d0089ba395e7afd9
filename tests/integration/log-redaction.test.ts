import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLead } from '../../src/db/queries/leads';
import { openTestDatabase } from '../support/test-db';
import { CENSOR, redaction } from '../../src/lib/log-redaction';

const EMAIL = 'shopper.private@example.com';
const PHONE = '0412 345 678';
const MESSAGE = 'Call me after 5, my address is 1 Secret St';

function capturingLogger(): { logger: pino.Logger; lines: () => string } {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: pino({ level: 'info', ...redaction }, sink), lines: () => chunks.join('') };
}

describe('the logger keeps personal data out of its lines', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('a failed lead insert logs the statement, not the lead', async () => {
    // No website 987654321: the insert fails on its foreign key, as a real one does.
    const failure = await insertLead(database.db, {
      leadId: 'redaction-test',
      websiteId: 987_654_321,
      mock: false,
      category: 'general-enquiry',
      websiteSlug: 'nowhere',
      email: EMAIL,
      phone: PHONE,
      message: MESSAGE,
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const { logger, lines } = capturingLogger();
    logger.error({ status: 500, err: failure }, 'request failed');
    const line = lines();
    const logged = JSON.parse(line) as { err: { message: string } };
    expect(logged.err.message).toMatch(/^Failed query: insert into "leads"/);
    for (const secret of [EMAIL, PHONE, MESSAGE]) expect(line).not.toContain(secret);
  });

  it('a lead logged as a field shows no email, phone or message', () => {
    const { logger, lines } = capturingLogger();
    logger.warn({ lead: { email: EMAIL, phone: PHONE, message: MESSAGE, car_id: 12 } }, 'lead refused');
    const logged = JSON.parse(lines()) as { lead: Record<string, unknown> };
    expect(logged.lead).toEqual({ email: CENSOR, phone: CENSOR, message: CENSOR, car_id: 12 });
  });

  it('an error logged as its message string is written as it is', () => {
    const { logger, lines } = capturingLogger();
    logger.warn({ err: 'connect ECONNREFUSED 127.0.0.1:25' }, 'sign-in code email not sent');
    expect((JSON.parse(lines()) as { err: unknown }).err).toBe('connect ECONNREFUSED 127.0.0.1:25');
  });
});
