/** SPEC 2 page shell: the further bottom component, the site's closing line under the footer. */
export function BottomNote({ text, label }: { text: string | undefined; label: string }) {
  if (!text) return null;
  return (
    <aside className="bottom-note" aria-label={label}>
      <p className="container">{text}</p>
    </aside>
  );
}
