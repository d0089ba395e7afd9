import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { askForConsoleCode, signInToConsole } from '@/console/actions/sign-in';
import { CONSOLE_HOME, currentStaff } from '@/console/session';
import { SignInForm } from '@/ui/console/sign-in/SignInForm';

export const metadata: Metadata = { title: 'Sign in' };

/** Staff sign in with a code emailed to their work address; someone signed in already goes on to the console. */
export default async function ConsoleSignIn() {
  if (await currentStaff()) redirect(CONSOLE_HOME);
  return (
    <main className="console-main console-narrow">
      <h1>Sign in to the dealer console</h1>
      <p>We email you a one-time code: there is no password to remember.</p>
      <SignInForm askForCode={askForConsoleCode} signIn={signInToConsole} />
    </main>
  );
}
