'use client';

import type { ShopperJson } from '../../api/account-json';
import { ProfileForm } from './ProfileForm';

/** The garage's details form; saving keeps the shopper on the page. */
export function ProfileSection({ user }: { user: ShopperJson }) {
  return <ProfileForm user={user} submitLabel="Save Details" onSaved={() => undefined} />;
}
