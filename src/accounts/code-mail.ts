import 'server-only';
import { CODE_TTL_MS } from '../domain/accounts/sign-in-code';
import type { Site } from '../domain/types';
import { sendShopperEmail } from '../leads/delivery/email';

export type CodeSender = (site: Site, address: string, code: string) => Promise<void>;

/** The sign-in code email, sent by the lead mail transport (SMTP_URL, else an .eml in OUTBOX_DIR). */
export const emailSignInCode: CodeSender = async (site, address, code) => {
  const minutes = Math.round(CODE_TTL_MS / 60_000);
  await sendShopperEmail({
    to: address,
    subject: `${code} is your ${site.name} sign-in code`,
    messageId: `<sign-in-${crypto.randomUUID()}@forecourt.localhost>`,
    text: `Your ${site.name} sign-in code is ${code}.\n\nIt works once, for ${minutes} minutes. If you did not ask for it, you can ignore this email.\n`,
  });
};
