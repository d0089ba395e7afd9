'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

const TABS = [
  { path: '', label: 'Hours' },
  { path: '/home', label: 'Home page' },
  { path: '/identity', label: 'Identity and contact' },
  { path: '/menus', label: 'Menus' },
  { path: '/notices', label: 'Notices' },
  { path: '/offers', label: 'Banners and offers' },
  { path: '/finance', label: 'Finance' },
  { path: '/pages', label: 'Pages and news' },
  { path: '/photo-hosts', label: 'Photo hosts' },
  { path: '/theme', label: 'Colours' },
  { path: '/features', label: 'Switches' },
  { path: '/tracking', label: 'Tracking' },
  { path: '/history', label: 'History' },
];

/** The site editor's sections; the open one is marked for screen readers and by style. */
export function SiteTabs({ base }: { base: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Site editor" className="site-tabs">
      <ul>
        {TABS.map((tab) => {
          const href = `${base}${tab.path}`;
          const here = tab.path === '' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={tab.path}>
              <Link href={href} aria-current={here ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
