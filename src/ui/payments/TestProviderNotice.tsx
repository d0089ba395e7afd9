/** Every page the built-in test provider touches says so plainly. */
export function TestProviderNotice() {
  return (
    <p className="payment-test-notice" role="note">
      <strong>Test payments only.</strong> This site uses the built-in test payment provider: no money moves and no card is charged.
    </p>
  );
}
