import type { Messages } from '../../i18n/types';

/** Every page the built-in test provider touches says so plainly. */
export function TestProviderNotice({ texts }: { texts: Messages['payments'] }) {
  return (
    <p className="payment-test-notice" role="note">
      <strong>{texts.testTitle}</strong> {texts.testText}
    </p>
  );
}
