import Link from 'next/link';

/** Across the console while a lead destination is failing (issue 31): the owners were emailed once; this stays until it recovers. */
export function DeliveryAlertBanner({ alerts }: { alerts: { destinationId: number; target: string }[] }) {
  if (alerts.length === 0) return null;
  const targets = alerts.map((a) => a.target).join(', ');
  return (
    <div className="console-alert console-alert-banner" role="alert">
      Leads are not reaching {targets}. <Link href="/console/site/delivery">See the error and resend</Link>
    </div>
  );
}
