import '@/ui/styles/forms.css';
import '@/ui/styles/accounts.css';
import { renderSignIn, signInMetadata } from '@/page-bodies/sign-in-page';
import type { FormPageProps } from '@/ui/forms/page-props';

export const generateMetadata = signInMetadata;

export default function SignInPage(props: FormPageProps) {
  return renderSignIn(props);
}
