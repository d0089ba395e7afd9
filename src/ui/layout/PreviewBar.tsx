/** Shown above a site previewed from the console's draft (issue 31), so nobody takes it for the live site. */
export function PreviewBar() {
  return (
    <div className="preview-bar" role="status">
      <strong>Preview</strong> of unpublished changes: only you see this.{' '}
      <a href="/api/preview?exit=1">
        Leave the preview
      </a>
    </div>
  );
}
