import 'server-only';
import { ROLE_LABELS, type GrantableRole } from '../../domain/console/staff-rules';
import { sendShopperEmail } from '../../leads/delivery/email';

export type Invitation = { to: string; invitedBy: string; dealerships: string[]; role: GrantableRole; consoleUrl: string };
export type InvitationSender = (invitation: Invitation) => Promise<void>;

/** The invitation, by the same mail transport as sign-in codes (SMTP_URL, else an .eml in OUTBOX_DIR). */
export const emailInvitation: InvitationSender = async ({ to, invitedBy, dealerships, role, consoleUrl }) => {
  const where = dealerships.join(', ');
  await sendShopperEmail({
    to,
    subject: `You are invited to the ${where} dealer console`,
    messageId: `<console-invite-${crypto.randomUUID()}@forecourt.localhost>`,
    text:
      `${invitedBy} has added you to the dealer console of ${where}, as ${ROLE_LABELS[role].toLowerCase()}.\n\n` +
      `Sign in at ${consoleUrl}/console/sign-in with this email address: we email you a one-time code, there is no password.\n`,
  });
};
