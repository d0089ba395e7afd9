/** The same plain text for an unknown site and an unknown page, so it tells nothing about tenants. */
export default function NotFound() {
  return (
    <div className="not-found container">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist.</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </div>
  );
}
