import { trackingTags, type Tracking } from '../../domain/tracking';

/**
 * The site's Google Tag Manager and Analytics tags (src/domain/tracking.ts): the bootstrap inline
 * (the app server lists its hash in the page's CSP) and each script file async, which React places
 * in the head. A site with no ids renders nothing.
 */
export function TrackingTags({ tracking }: { tracking: Tracking }) {
  const { scripts, bootstrap } = trackingTags(tracking);
  if (!bootstrap) return null;
  return (
    <>
      {/* The bootstrap is built from ids the site schema allows only as capitals, digits and '-'. */}
      <script dangerouslySetInnerHTML={{ __html: bootstrap }} />
      {scripts.map((src) => (
        <script key={src} async src={src} />
      ))}
    </>
  );
}
