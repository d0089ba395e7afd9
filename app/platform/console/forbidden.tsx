/** A console page or action beyond the staff member's role (403): the page exists, their role may not use it. */
export default function ConsoleForbidden() {
  return (
    <main className="console-main">
      <h1>Not allowed</h1>
      <p>Your role at this dealership does not allow this. An owner of the dealership can change your role.</p>
      <p>
        <a href="/console/leads">Back to leads</a>
      </p>
    </main>
  );
}
