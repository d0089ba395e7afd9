import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { chooseDealership } from '@/console/actions/dealership';
import { signOutOfConsole } from '@/console/actions/sign-in';
import { currentStaff, requireStaffAt } from '@/console/session';
import { sectionsFor } from '@/domain/console/sections';
import { ConsoleNav } from '@/ui/console/shell/ConsoleNav';
import { DealershipSwitcher } from '@/ui/console/shell/DealershipSwitcher';
import { deliveryBanner } from '@/console/site/editor-pages';
import { DeliveryAlertBanner } from '@/ui/console/site/DeliveryAlertBanner';
import '@/ui/styles/console.css';

export const metadata: Metadata = {
  title: { default: 'Dealer console', template: '%s · Dealer console' },
  robots: { index: false, follow: false },
};

/**
 * The console's shell: for a signed-in staff member the sections their role at the chosen
 * dealership may open, the switcher when they work for several, and sign out. Signed out (the
 * sign-in page) it is the bare frame; every page checks the session itself with requireStaff().
 */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const signedIn = (await currentStaff()) !== null;
  if (!signedIn) {
    return (
      <div className="console console-signed-out">
        <header className="console-header">
          <span className="console-brand">Forecourt dealer console</span>
        </header>
        {children}
      </div>
    );
  }
  const { actor, dealership } = await requireStaffAt();
  return (
    <div className="console">
      <header className="console-header">
        <span className="console-brand">Forecourt dealer console</span>
        {dealership && actor.dealerships.length > 1 ? (
          <DealershipSwitcher choices={actor.dealerships} current={dealership.id} choose={chooseDealership} />
        ) : (
          <span className="console-dealership">{dealership?.name ?? 'No dealership yet'}</span>
        )}
        <form action={signOutOfConsole} className="console-sign-out">
          <span className="console-who">{actor.email}</span>
          <button type="submit" className="console-button console-button-quiet">
            Sign out
          </button>
        </form>
      </header>
      {dealership ? <ConsoleNav items={sectionsFor(dealership.role)} /> : null}
      <DeliveryAlertBanner alerts={await deliveryBanner()} />
      <div className="console-body">{children}</div>
    </div>
  );
}
