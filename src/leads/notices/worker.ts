import 'server-only';
import type { Db } from '../../db/client';
import { claimDueEmails, markEmailFailed, markEmailSent, msUntilNextEmail, type ClaimedEmail } from '../../db/queries/console-emails';
import { sendShopperEmail } from '../delivery/email';
import { log } from '../../lib/log';
import { afterFailure } from '../../outbox/backoff';
import type { OutboxSettings } from '../../outbox/runtime';
import { describeError, startOutboxWorker, type OutboxWorker } from '../../outbox/worker';

/**
 * Sends the console's queued emails (assignment notices, new-lead notices, automatic replies)
 * with the lead mail transport, retrying with the lead delivery back-off. The Message-ID comes
 * from the row's unique key, so a send repeated after a crash carries the same id.
 */
export type MailSender = (email: ClaimedEmail) => Promise<void>;

const sendByMail: MailSender = (email) =>
  sendShopperEmail({ to: email.toAddress, subject: email.subject, text: email.body, messageId: `<console-${email.onceKey.replace(/[^A-Za-z0-9.-]/g, '.')}@forecourt.localhost>` });

export function startConsoleMailWorker(settings: OutboxSettings, send: MailSender = sendByMail): OutboxWorker {
  async function attempt(db: Db, email: ClaimedEmail): Promise<void> {
    try {
      await send(email);
      await markEmailSent(db, email.id);
      log.info({ email: email.id, attempt: email.attempts, outcome: 'sent' }, 'console email attempt');
    } catch (error) {
      const decision = afterFailure(email.attempts, Date.now() - email.queuedAt.getTime(), settings.policy);
      await markEmailFailed(db, email.id, describeError(error), decision.kind === 'retry' ? decision.delayMs : null).catch((markError: unknown) =>
        log.error({ email: email.id, err: describeError(markError) }, 'console email outcome not recorded'),
      );
      log.warn({ email: email.id, attempt: email.attempts, outcome: decision.kind === 'dead' ? 'dead-lettered' : 'failed', err: describeError(error) }, 'console email attempt');
    }
  }

  async function runBatch(db: Db, limit: number): Promise<number> {
    const claimed = await claimDueEmails(db, limit, settings.leaseMs);
    await Promise.all(claimed.map((email) => attempt(db, email)));
    return claimed.length;
  }

  return startOutboxWorker({ name: 'console email', runBatch, msUntilNextDue: msUntilNextEmail }, { getDb: settings.getDb, pollMs: settings.pollMs });
}
