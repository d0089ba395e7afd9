export default function NotFound() {
  return (
    <main className="platform">
      <h1>Page not found</h1>
      <p>
        <a href="/">See the dealer network</a>
      </p>
    </main>
  );
}
