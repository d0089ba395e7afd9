import type { NavItem } from '../domain/site-config';

/** Small builders for the demo sites' header and footer menus. */

export const link = (name: string, url: string, extra: Partial<NavItem> = {}): NavItem => ({ name, url, ...extra });

export const menu = (name: string, url: string | undefined, dropdownItems: NavItem[], extra: Partial<NavItem> = {}): NavItem =>
  url === undefined ? { name, dropdownItems, ...extra } : { name, url, dropdownItems, ...extra };

export function financeMenu(options: { preApproval?: boolean; calculatorLabel?: string } = {}): NavItem {
  const items = [link('Finance Enquiry', '/finance'), link('Apply for Finance', '/apply-for-finance')];
  if (options.preApproval !== false) items.push(link('Finance Pre-Approval', '/finance-pre-approval'));
  return menu('Finance', '/finance', items);
}

export function aboutMenu(extra: NavItem[] = []): NavItem {
  return menu('About', undefined, [
    link('About Us', '/pages/about-us'),
    link('Meet the Team', '/pages/our-team'),
    link('Reviews', '/pages/reviews'),
    link('Careers', '/pages/careers'),
    ...extra,
    link('Contact Us', '/contact'),
  ]);
}

/** Footer columns: each top-level item is a column heading with its links. */
export function footerColumns(vehicles: NavItem[], services: NavItem[], extra: NavItem[] = []): NavItem[] {
  return [
    menu('Vehicles', undefined, vehicles),
    menu('Services', undefined, services),
    menu('Dealership', undefined, [
      link('About Us', '/pages/about-us'),
      link('Contact Us', '/contact'),
      link('Special Offers', '/special-offers'),
      ...extra,
      link('Privacy Policy', '/privacy-policy'),
    ]),
  ];
}

export const standardServices = (): NavItem[] => [
  link('Finance', '/finance'),
  link('Book a Service', '/service'),
  link('Book a Test Drive', '/book-test-drive'),
  link('Sell My Car', '/sell-my-car'),
];
