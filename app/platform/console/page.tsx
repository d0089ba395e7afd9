import { redirect } from 'next/navigation';
import { CONSOLE_HOME } from '@/console/session';

/** /console opens the leads inbox. */
export default function ConsoleIndex() {
  redirect(CONSOLE_HOME);
}
