/**
 * When a dealership's owners are told that leads are not reaching a destination (issue 31): a dead
 * letter at once, a delivery still failing after this long. One email per failure spell.
 */
export const ALERT_AFTER_FAILING_MS = 30 * 60 * 1000;

export type AlertFacts = { target: string; reason: 'dead-letter' | 'failing'; consoleUrl: string };

export function alertEmail(facts: AlertFacts): { subject: string; text: string } {
  const what =
    facts.reason === 'dead-letter'
      ? `A lead could not be delivered to ${facts.target} and retrying has stopped.`
      : `Leads have been failing to reach ${facts.target} for more than ${ALERT_AFTER_FAILING_MS / 60_000} minutes; they are still being retried.`;
  return {
    subject: `Leads are not reaching ${facts.target}`,
    text: [
      what,
      '',
      'See the last error, fix the destination and resend in the console:',
      facts.consoleUrl,
      '',
      'You get this email once; it is sent again only if the destination fails again after it has recovered.',
    ].join('\n'),
  };
}
