import type { SiteConfig } from '../../domain/site-config';
import { Icon, type IconName } from '../icons/Icon';

const NETWORKS: { key: keyof SiteConfig['social']; icon: IconName; label: string }[] = [
  { key: 'facebook_url', icon: 'facebook', label: 'Facebook' },
  { key: 'instagram_url', icon: 'instagram', label: 'Instagram' },
  { key: 'tiktok_url', icon: 'tiktok', label: 'TikTok' },
  { key: 'youtube_url', icon: 'youtube', label: 'YouTube' },
  { key: 'linkedin_url', icon: 'linkedin', label: 'LinkedIn' },
];

/** Links to the networks the site has configured; the banner shows only Facebook and Instagram. */
export function SocialLinks({ social, only }: { social: SiteConfig['social']; only?: (keyof SiteConfig['social'])[] }) {
  const shown = NETWORKS.filter((n) => social[n.key] && (!only || only.includes(n.key)));
  if (shown.length === 0) return null;
  return (
    <ul className="social-links">
      {shown.map((n) => (
        <li key={n.key}>
          <a href={social[n.key]} target="_blank" rel="noopener noreferrer">
            <Icon name={n.icon} label={n.label} />
          </a>
        </li>
      ))}
    </ul>
  );
}
