/** Anything of the console that is not there, or not the staff member's to see. */
export default function ConsoleNotFound() {
  return (
    <main className="console-main">
      <h1>Page not found</h1>
      <p>
        <a href="/console/leads">Back to leads</a>
      </p>
    </main>
  );
}
