import { spell } from '../i18n/spell';
import type { ContentPage, Locale, LocationMap, SearchLanding, StockKind } from '../domain/site-config';
import { CATALOGUE } from './catalogue';
import { daysBefore, isoDate, type Clock } from './clock';
import type { LocationRow } from './types';

/**
 * The demo sites' own content: every page their menus and footers link to (about, team, reviews,
 * careers, privacy, offers, news, parts, model landing pages), search landing texts, and the maps
 * of their locations. Written from each site's facts so no two sites read alike.
 */

export type ContentFacts = {
  name: string;
  locale: Locale;
  stockKind: StockKind;
  city: string;
  state: string;
  phone: string;
  email: string;
  /** Makes the site sells new; empty for a used-only yard. */
  makes: string[];
  /** Whether the site publishes news, and which extra pages its menus name. */
  news: boolean;
  extraPages: string[];
  yearFounded: number;
};

const NOUNS: Record<StockKind, string> = { cars: 'cars', trucks: 'trucks', motorcycles: 'motorcycles', rvs: 'caravans and motorhomes' };

function page(kind: ContentPage['kind'], slug: string, title: string, description: string, body: string, extra: Partial<ContentPage> = {}): ContentPage {
  return { kind, slug, title, description, body, ...extra };
}

function aboutUs(f: ContentFacts): ContentPage {
  const what = f.makes.length > 0 ? `new ${f.makes.join(', ')} ${NOUNS[f.stockKind]} and quality used ${NOUNS[f.stockKind]}` : `quality used ${NOUNS[f.stockKind]}`;
  return page(
    'page',
    'about-us',
    `About ${f.name}`,
    `${f.name} has sold and serviced ${NOUNS[f.stockKind]} in ${f.city} since ${f.yearFounded}.`,
    `## Who we are\n\n${f.name} is a locally owned dealership in ${f.city}, ${f.state}. Since ${f.yearFounded} we have sold ${what}, and we service what we sell.\n\n` +
      `## What we believe\n\n- **Straight answers.** Every price on our website is the price you pay at the dealership.\n- **No pressure.** Take your time, take a test drive, bring the family.\n- **After-sales care.** Our workshop looks after your vehicle long after you drive away.\n\n` +
      `## Visit us\n\nCall us on [${f.phone}](tel:${f.phone.replace(/\s/g, '')}) or [send us a message](/contact). We look forward to meeting you.`,
    { heroImageUrl: '/media/locations/1.svg' },
  );
}

function ourTeam(f: ContentFacts): ContentPage {
  return page(
    'page',
    'our-team',
    'Meet the team',
    `The people behind ${f.name}: sales, finance, service and parts.`,
    `Our team has more than a century of experience between them, and most of us live within twenty minutes of the dealership.\n\n` +
      `## Sales\n\nOur sales consultants will find the right vehicle for your budget, arrange a test drive and value your trade-in on the spot.\n\n` +
      `## Finance\n\nOur finance manager compares lenders for you and explains every line of the contract before you sign.\n\n` +
      `## Service and parts\n\nOur qualified technicians and parts interpreters keep you on the road with genuine parts and honest advice.\n\n` +
      `Want to join us? See our [careers page](/careers).`,
  );
}

function reviews(f: ContentFacts): ContentPage {
  return page(
    'page',
    'reviews',
    'Customer reviews',
    `What customers say about buying and servicing with ${f.name}.`,
    `We ask every customer how we did, and we read every answer. Here is what a few of them told us this year.\n\n` +
      `> "Friendly, no pressure and the car was ready on the day they promised." A customer from ${f.city}\n\n` +
      `> "They found me a better finance rate than my bank and explained everything." A first-time buyer\n\n` +
      `> "Service was on time and they called before doing anything extra." A service customer\n\n` +
      `Bought or serviced with us? We would love to [hear from you](/contact).`,
  );
}

function careers(f: ContentFacts): ContentPage {
  return page(
    'page',
    'careers',
    `Careers at ${f.name}`,
    `Build your career in the motor trade with ${f.name} in ${f.city}.`,
    `We are always looking for people who care about customers: sales consultants, apprentice and qualified technicians, parts interpreters and customer service staff.\n\n` +
      `## Why work with us\n\n- Ongoing manufacturer and in-house training\n- A workshop and showroom you will be proud of\n- Staff pricing on vehicles, servicing and parts\n\n` +
      `Send us your details through our [careers form](/careers) and we will be in touch.`,
  );
}

function privacy(f: ContentFacts): ContentPage {
  return page(
    'privacy-policy',
    'privacy-policy',
    'Privacy policy',
    `How ${f.name} collects, uses and protects your personal information.`,
    `${f.name} respects your privacy. This policy explains what personal information we collect, why, and how you can see or correct it.\n\n` +
      `## What we collect\n\nWhen you send an enquiry, book a test drive or a service, or apply for finance, we collect your name, contact details and the details of the vehicle you are interested in.\n\n` +
      `## How we use it\n\nWe use your information to answer your enquiry, arrange finance with the lenders you choose, and, if you agree, to tell you about offers. We never sell your personal information.\n\n` +
      `## Browser storage\n\nYour favourites and compare list are kept in your own browser and never sent to us.\n\n` +
      `## Access and correction\n\nTo see or correct the information we hold about you, email [${f.email}](mailto:${f.email}) or call ${f.phone}.`,
  );
}

function specialOffers(f: ContentFacts): ContentPage {
  const makes = f.makes.length > 0 ? f.makes.join(' and ') : 'selected used';
  return page(
    'special-offers',
    'special-offers',
    'Special offers',
    `This month's offers on ${makes} ${NOUNS[f.stockKind]}, servicing and finance at ${f.name}.`,
    `## This month\n\n- **Drive-away pricing** on ${makes} ${NOUNS[f.stockKind]} in stock: the price you see is the price you pay.\n- **Free first service** on every vehicle sold this month.\n- **Finance comparison:** we compare lenders so you do not have to.\n\n` +
      `Offers end on the last day of the month or while stock lasts. Ask us for details using the form.`,
  );
}

function parts(f: ContentFacts): ContentPage {
  return page(
    'page',
    'parts',
    'Genuine parts and accessories',
    `Genuine ${f.makes.join(', ') || 'quality'} parts and accessories from the ${f.name} parts counter.`,
    `Our parts counter stocks genuine parts and accessories, from filters and wiper blades to tow bars and roof racks.\n\n` +
      `## Order a part\n\nCall the parts team on ${f.phone} with your registration or VIN and we will have it ready, often the same day.`,
  );
}

function news(f: ContentFacts, clock: Clock): ContentPage[] {
  const date = (days: number) => isoDate(daysBefore(clock, days));
  const make = f.makes[0];
  return [
    page(
      'news',
      'community-car-wash-raises-funds',
      `${f.name} car wash raises funds for the local hospital`,
      `Our team washed more than 200 cars for the ${f.city} children's ward.`,
      `On Saturday our sales and service teams swapped their uniforms for buckets and sponges. More than 200 cars later, we raised money for the children's ward of the ${f.city} hospital.\n\nThank you to everyone who came along.`,
      { publishedAt: date(12), heroImageUrl: '/media/locations/2.svg' },
    ),
    page(
      'news',
      'extended-service-hours',
      'Extended service hours',
      'Our workshop now opens earlier on weekdays.',
      `From next month our workshop opens at 7:00 am on weekdays, so you can drop your vehicle off on the way to work. [Book a service](/service) online at any time.`,
      { publishedAt: date(40) },
    ),
    ...(make
      ? [
          page(
            'news',
            `new-${make.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-models-arrive`,
            `New ${make} models arrive in ${f.city}`,
            `The latest ${make} models are in our showroom and ready for a test drive.`,
            `The latest ${make} models have arrived. See [all our models](/models) or [book a test drive](/book-test-drive).`,
            { publishedAt: date(75) },
          ),
        ]
      : []),
  ];
}

/** Landing pages of models whose tiles link to a content page (SPEC 3 model override_url). */
function modelPages(f: ContentFacts): ContentPage[] {
  return CATALOGUE.filter((make) => f.makes.includes(make.name)).flatMap((make) =>
    make.models
      .filter((m) => m.overrideUrl?.startsWith('/pages/'))
      .map((m) =>
        page(
          'page',
          (m.overrideUrl as string).slice('/pages/'.length),
          `${make.name} ${m.name}`,
          m.shortDescription,
          `${m.shortDescription}\n\n## Available in\n\n${m.badges.map((b) => `- ${b}`).join('\n')}\n\n[See the ${m.name} in stock](/search/${make.slug}/${m.slug}) or [book a test drive](/book-test-drive).`,
          { heroImageUrl: `/media/cars/${m.body}/white/1.svg` },
        ),
      ),
  );
}

export function demoContent(f: ContentFacts, clock: Clock): ContentPage[] {
  const pages = [aboutUs(f), ourTeam(f), reviews(f), careers(f), privacy(f), specialOffers(f), ...modelPages(f)];
  if (f.extraPages.includes('parts')) pages.push(parts(f));
  if (f.news) pages.push(...news(f, clock));
  // US sites read US words in their own content too (SPEC 1 spelling swaps).
  return pages.map((p) => ({ ...p, title: spell(p.title, f.locale), description: spell(p.description, f.locale), body: spell(p.body, f.locale) }));
}

/** A landing text for the site's main search page, naming its city. */
export function demoLandings(f: ContentFacts, searchPath: string): SearchLanding[] {
  const noun = NOUNS[f.stockKind];
  return [
    {
      path: searchPath,
      title: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} for sale in ${f.city} | ${f.name}`,
      description: spell(`Browse ${noun} for sale at ${f.name} in ${f.city}, ${f.state}. Finance, trade-ins and test drives available.`, f.locale),
      intro: spell(`Every vehicle below is at our ${f.city} dealership and ready to inspect. Prices include dealer delivery; ask us about finance and trade-ins.`, f.locale),
    },
  ];
}

/**
 * Maps of the site's locations: the primary location of every third site embeds a maps service
 * page; the others show a generated static map. Either way the page adds an "Open in maps" link.
 */
export function demoLocationMaps(locations: readonly LocationRow[], embed: boolean): Record<string, LocationMap> {
  const maps: Record<string, LocationMap> = {};
  locations.forEach((l, i) => {
    if (embed && i === 0 && l.lat !== null && l.lat !== undefined && l.long !== null && l.long !== undefined) {
      const d = 0.005;
      const bbox = [l.long - d, l.lat - d, l.long + d, l.lat + d].map((n) => n.toFixed(4)).join('%2C');
      maps[l.slug] = { embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${l.lat.toFixed(5)}%2C${l.long.toFixed(5)}` };
    } else {
      maps[l.slug] = { imageUrl: `/media/maps/${l.id ?? i + 1}.svg` };
    }
  });
  return maps;
}
