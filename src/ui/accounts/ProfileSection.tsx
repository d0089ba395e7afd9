'use client';

import type { ShopperJson } from '../../api-json/account-json';
import { ProfileForm } from './ProfileForm';
import { useTexts } from '../i18n/ClientTexts';

/** The garage's details form; saving keeps the shopper on the page. */
export function ProfileSection({ user }: { user: ShopperJson }) {
  return <ProfileForm user={user} submitLabel={useTexts('accounts').saveDetails} onSaved={() => undefined} />;
}
