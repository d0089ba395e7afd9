import type { Locale, SiteConfigInput, Template } from '../domain/site-config';
import { aboutMenu, financeMenu, footerColumns, link, menu, standardServices } from './navigation';

/**
 * The demo websites. Each lists the dealerships whose stock and locations it shows (by slug,
 * src/seed/dealerships.ts); only summit-auto-group and summit-mazda share a dealership.
 */

type BrandLink = {
  dealership: string;
  make?: string;
  name?: string;
  url?: string;
  logoUrl?: string;
  /** The header shows this brand's Sales, Service and Parts phones. */
  showPhones?: boolean;
};

export type SiteDef = {
  slug: string;
  name: string;
  template: Template;
  locale: Locale;
  hostname: string;
  manufacturer?: string;
  dealershipGroup?: string;
  /** The first entry is the site's own dealership. */
  brands: BrandLink[];
  assistantToken?: string;
  /** How many of the site's own in-stock stock numbers go into stockFilters.excludedStockNumbers. */
  excludeOwnStockNumbers?: number;
  /** Reviews carrying HTML-like user content, to prove the pages escape it. */
  hostileReviews?: boolean;
  /** The site's own cars carry a payment processor and a deposit, so they show Reserve Now. */
  cardDeposits?: boolean;
  config: SiteConfigInput;
};

const carStockMenus = (makeModels?: string) => [
  menu('New', '/search/new-cars', [
    link('All New Cars', '/search/new-cars'),
    ...(makeModels ? [link(`New ${makeModels} Models`, '/models?body=all', { dynamicDropdown: 'models' as const })] : []),
    link('Special Offers', '/special-offers'),
  ]),
  link('Demo', '/search/demo-cars'),
  menu('Used', '/search/used-cars', [
    link('All Used Cars', '/search/used-cars'),
    link('Shop by Body Type', '/search/used-cars', { dynamicDropdown: 'bodies' as const }),
    link('Sell My Car', '/sell-my-car'),
    link('Valuations', '/valuations'),
  ]),
];

const carVehicleLinks = () => [
  link('New Cars', '/search/new-cars'),
  link('Demo Cars', '/search/demo-cars'),
  link('Used Cars', '/search/used-cars'),
  link('All Stock', '/search/new-used-and-demo-cars'),
  link('Compare', '/compare'),
];

export const SITES: SiteDef[] = [
  {
    slug: 'harbour-toyota',
    cardDeposits: true,
    name: 'Harbour Toyota',
    template: 'franchise',
    locale: 'en-AU',
    hostname: 'harbourtoyota.example',
    manufacturer: 'Toyota',
    brands: [{ dealership: 'harbour-toyota', make: 'Toyota', url: 'https://harbourtoyota.example', logoUrl: '/media/logos/toyota.svg' }],
    assistantToken: 'demo-assistant-token-harbour-toyota',
    config: {
      stockKind: 'cars',
      timezone: 'Australia/Sydney',
      theme: { primary: '#EB0A1E', accent: '#1A1A1A', tagline: "Sydney's inner-west Toyota dealer since 1978" },
      // SPEC 7's events endpoint (docs/visitor-identity.md); offline the outbox keeps retrying it, tests aim it at a local receiver.
      forms: { analyticsEventsUrl: 'https://analytics.example/v1/events' },
      features: {
        garage: true,
        fuelTag: true,
        certifiedTag: true,
        certifiedInfoModal: true,
        contentReplacement: true,
        specialHours: true,
      },
      header: { variant: 'manufacturer', mobileMenu: 'drawer', size: 'large' },
      footer: { variant: 'manufacturer' },
      phoneRule: 'au',
      testPhoneNumber: '0400 000 000',
      licenceLabel: 'DL',
      providers: { finance: 'A', payment: 'test' },
      gatedPages: { checkout: true },
      spinToWin: {
        id: 'summer-service-spin',
        title: 'Summer Service Spin',
        startsAt: '2026-11-01T00:00:00+11:00',
        endsAt: '2027-03-01T00:00:00+11:00',
        prizes: [
          { id: 'free-service', name: 'A free logbook service', weight: 1, stock: 5 },
          { id: 'detail', name: 'A full car detail', weight: 4, stock: 20 },
          { id: 'voucher', name: 'A $50 accessories voucher', weight: 15, stock: null },
        ],
      },
      social: {
        facebook_url: 'https://www.facebook.com/harbourtoyota.demo',
        instagram_url: 'https://www.instagram.com/harbourtoyota.demo',
        youtube_url: 'https://www.youtube.com/@harbourtoyota',
      },
      verification: { google_site_verification: 'ht-demo-verification-9f3a1c' },
      seo: {
        title: 'Harbour Toyota | New, Demo & Used Toyota Cars in Sydney',
        description: 'Browse new, demo and certified used Toyota vehicles at Harbour Toyota, Camperdown. Finance, servicing and genuine parts.',
        keywords: ['Toyota dealer Sydney', 'new Toyota', 'used Toyota', 'Toyota service Camperdown'],
      },
      navigation: {
        header: [
          ...carStockMenus('Toyota'),
          financeMenu(),
          menu('Service', '/service', [link('Book a Service', '/service'), link('My Garage', '/my-garage'), link('Genuine Parts', '/pages/parts')]),
          aboutMenu([link('Latest News', '/blog')]),
          link('Contact', '/contact'),
        ],
        footer: footerColumns(carVehicleLinks(), [...standardServices(), link('My Garage', '/my-garage')], [link('Careers', '/pages/careers')]),
      },
      assistantTags: { enabled: true, message: 'Ask our assistant about this car, finance or a test drive.' },
    },
  },
  {
    slug: 'redline-motors',
    name: 'Redline Motors',
    template: 'independent',
    locale: 'en-AU',
    hostname: 'redlinemotors.example',
    brands: [{ dealership: 'redline-motors', url: 'https://redlinemotors.example' }],
    hostileReviews: true,
    config: {
      stockKind: 'cars',
      timezone: 'Australia/Brisbane',
      theme: { primary: '#B3001B', accent: '#F2C14E', tagline: "Brisbane's friendliest used car yard" },
      features: { fuelTag: false },
      footer: { hoursGroup: [1, 2, 4, 5] },
      phoneRule: 'au-mobile',
      stockFilters: { carTypes: ['used'], maxAgeYears: 12 },
      providers: { finance: 'D', payment: null, reviewRating: 'snap21' },
      finance: { excludedMakes: ['Holden'] },
      tagOptions: { customTagColour: 'red' },
      paths: { stripPagesPrefix: true },
      social: { facebook_url: 'https://www.facebook.com/redlinemotors.demo' },
      seo: {
        title: 'Redline Motors | Quality Used Cars in Brisbane',
        description: 'Hundreds of quality used cars, utes and 4WDs on Ipswich Road, Annerley. Finance available.',
        keywords: ['used cars Brisbane', 'cheap cars Annerley', 'used utes QLD'],
      },
      navigation: {
        header: [
          menu('Used Cars', '/search/used-cars', [
            link('All Used Cars', '/search/used-cars'),
            link('Shop by Body Type', '/search/used-cars', { dynamicDropdown: 'bodies' }),
            link('Specials', '/search/used-cars?tag=Special'),
          ]),
          link('Sell My Car', '/sell-my-car'),
          financeMenu({ preApproval: false }),
          aboutMenu(),
          link('Contact', '/contact'),
        ],
        footer: footerColumns([link('Used Cars', '/search/used-cars'), link('Utes', '/search/ute'), link('SUVs', '/search/suv')], standardServices()),
      },
    },
  },
  {
    slug: 'summit-auto-group',
    cardDeposits: true,
    name: 'Summit Auto Group',
    template: 'group',
    locale: 'en-AU',
    hostname: 'summitautogroup.example',
    dealershipGroup: 'Summit Auto Group',
    brands: [
      { dealership: 'summit-mazda', make: 'Mazda', name: 'Summit Mazda', url: 'https://summitmazda.example', logoUrl: '/media/logos/mazda.svg', showPhones: true },
      { dealership: 'summit-kia', make: 'Kia', name: 'Summit Kia', url: 'https://summitkia.example', logoUrl: '/media/logos/kia.svg', showPhones: true },
      { dealership: 'summit-hyundai', make: 'Hyundai', name: 'Summit Hyundai', url: 'https://summithyundai.example', logoUrl: '/media/logos/hyundai.svg', showPhones: true },
    ],
    config: {
      stockKind: 'cars',
      timezone: 'Australia/Melbourne',
      theme: { primary: '#0B3D91', accent: '#2BB673', tagline: "Three brands, one family on Melbourne's Nepean Highway" },
      features: { specialHours: true, fuelTag: true, certifiedTag: false },
      header: {
        variant: 'group',
        dropdownTrigger: 'click',
        mobileMenu: 'drawer',
        brandTiles: {
          replace: {
            mazda: { name: 'Summit Mazda', url: '/search/mazda' },
            kia: { name: 'Summit Kia', url: '/search/kia' },
            hyundai: { name: 'Summit Hyundai', url: '/search/hyundai' },
          },
          extra: [{ name: 'Used Cars', url: '/search/used-cars', logoUrl: '/media/cars/suv/grey/1.svg' }],
        },
      },
      footer: { groupSubFooter: true },
      providers: { finance: 'G', payment: 'test' },
      includeSoldCarsDays: 7,
      tagOptions: { customTagColour: 'green' },
      paths: { newsReplacesBlog: true },
      social: {
        facebook_url: 'https://www.facebook.com/summitautogroup.demo',
        instagram_url: 'https://www.instagram.com/summitautogroup.demo',
        linkedin_url: 'https://www.linkedin.com/company/summit-auto-group-demo',
      },
      verification: { google_site_verification: 'summit-demo-verification-4b7e02' },
      seo: {
        title: 'Summit Auto Group | Mazda, Kia & Hyundai in Melbourne',
        description: 'New, demo and used Mazda, Kia and Hyundai vehicles across three Summit dealerships in Moorabbin and Cheltenham.',
        keywords: ['Mazda Moorabbin', 'Kia Cheltenham', 'Hyundai Cheltenham', 'runout sale Melbourne'],
      },
      navigation: {
        header: [
          menu('New', '/search/new-cars', [link('All New Cars', '/search/new-cars'), link('Our Brands', '/search/new-cars', { dynamicDropdown: 'brands' }), link('Runout Sale', '/search/new-cars?tag=Runout%20Sale')]),
          link('All Stock', '/search/new-used-and-demo-cars', { dynamicDropdown: 'stock' }),
          menu('Used', '/search/used-cars', [link('All Used Cars', '/search/used-cars'), link('Sell My Car', '/sell-my-car')]),
          financeMenu(),
          menu('Service', '/service', [link('Summit Mazda Service', '/contact-us/mazda-service'), link('Summit Kia Service', '/contact-us/kia-service'), link('Summit Hyundai Service', '/contact-us/hyundai-service')]),
          menu(
            'About',
            undefined,
            [
              menu('Summit Auto Group', undefined, [link('About Us', '/pages/about-us'), link('Meet the Team', '/pages/our-team'), link('Reviews', '/pages/reviews')]),
              menu('Stay in touch', undefined, [link('News', '/news'), link('Careers', '/pages/careers'), link('Contact Us', '/contact')]),
            ],
            { dynamicDropdown: 'columns' },
          ),
          link('Locations', '/contact'),
        ],
        footer: footerColumns(carVehicleLinks(), standardServices(), [link('News', '/news')]),
      },
    },
  },
  {
    slug: 'summit-mazda',
    cardDeposits: true,
    name: 'Summit Mazda',
    template: 'franchise',
    locale: 'en-AU',
    hostname: 'summitmazda.example',
    manufacturer: 'Mazda',
    dealershipGroup: 'Summit Auto Group',
    brands: [{ dealership: 'summit-mazda', make: 'Mazda', name: 'Summit Mazda', url: 'https://summitmazda.example', logoUrl: '/media/logos/mazda.svg' }],
    config: {
      stockKind: 'cars',
      timezone: 'Australia/Melbourne',
      theme: { primary: '#101010', accent: '#9B1B30', tagline: 'Part of Summit Auto Group' },
      features: { specialHours: true, certifiedTag: true, certifiedInfoModal: true },
      header: { variant: 'manufacturer' },
      footer: { variant: 'manufacturer', groupSubFooter: true },
      providers: { finance: 'G', payment: 'test' },
      includeSoldCarsDays: 7,
      tagOptions: { customTagColour: 'green' },
      social: { facebook_url: 'https://www.facebook.com/summitmazda.demo' },
      seo: {
        title: 'Summit Mazda | Mazda Dealer in Moorabbin',
        description: 'New, demo and used Mazda vehicles in Moorabbin, with Mazda servicing and genuine parts.',
        keywords: ['Mazda Moorabbin', 'new Mazda Melbourne', 'CX-5 runout'],
      },
      navigation: {
        header: [...carStockMenus('Mazda'), financeMenu(), link('Service', '/service'), aboutMenu(), link('Contact', '/contact')],
        footer: footerColumns(carVehicleLinks(), standardServices()),
      },
    },
  },
  {
    slug: 'kiwi-car-co',
    name: 'Kiwi Car Co',
    template: 'independent',
    locale: 'en-NZ',
    hostname: 'kiwicarco.example',
    brands: [{ dealership: 'kiwi-car-co', url: 'https://kiwicarco.example' }],
    config: {
      stockKind: 'cars',
      timezone: 'Pacific/Auckland',
      theme: { primary: '#00524C', accent: '#F5A623', tagline: 'Quality cars from Auckland to the Bay' },
      phoneRule: 'nz',
      providers: { finance: 'B', payment: null },
      finance: { preApprovalRedirectsToFinance: true },
      social: { facebook_url: 'https://www.facebook.com/kiwicarco.demo', instagram_url: 'https://www.instagram.com/kiwicarco.demo' },
      seo: {
        title: 'Kiwi Car Co | Used Cars in Auckland, Hamilton & Tauranga',
        description: 'Hundreds of quality used cars across three North Island yards. Trade-ins welcome, finance available.',
        keywords: ['used cars Auckland', 'cars Hamilton', 'cars Tauranga', 'NZ new vehicles'],
      },
      navigation: {
        header: [
          menu('Used Cars', '/search/used-cars', [link('All Used Cars', '/search/used-cars'), link('Electric Cars', '/electric-cars'), link('Sell My Car', '/sell-my-car')]),
          link('New & Demo', '/search/new-and-demo-cars'),
          link('Ex-Rental', '/find/rental-cars'),
          financeMenu(),
          menu('Our Yards', '/contact', [link('Auckland', '/our-location/auckland'), link('Hamilton', '/our-location/hamilton'), link('Tauranga', '/our-location/tauranga')]),
          aboutMenu(),
        ],
        footer: footerColumns([link('Used Cars', '/search/used-cars'), link('New & Demo', '/search/new-and-demo-cars'), link('Electric Cars', '/electric-cars')], standardServices()),
      },
    },
  },
  {
    slug: 'lone-star-autos',
    cardDeposits: true,
    name: 'Lone Star Autos',
    template: 'group',
    locale: 'en-US',
    hostname: 'lonestarautos.example',
    brands: [{ dealership: 'lone-star-autos', url: 'https://lonestarautos.example' }],
    config: {
      stockKind: 'cars',
      timezone: 'America/Chicago',
      theme: { primary: '#002868', accent: '#BF0A30', tagline: 'Trucks, SUVs and more in Austin, Texas' },
      features: { reserveComingSoon: true, fuelTag: true },
      phoneRule: 'us',
      providers: { finance: null, payment: 'test' },
      social: { facebook_url: 'https://www.facebook.com/lonestarautos.demo', tiktok_url: 'https://www.tiktok.com/@lonestarautos.demo' },
      verification: { google_site_verification: 'lsa-demo-verification-77c0d5' },
      seo: {
        title: 'Lone Star Autos | New & Used Trucks and SUVs in Austin, TX',
        description: 'Shop new and pre-owned Ford, Chevrolet, Ram, GMC, Jeep, Toyota and Honda vehicles on South Lamar.',
        keywords: ['used trucks Austin', 'Ford F-150 Texas', 'Chevrolet Silverado Austin'],
      },
      navigation: {
        header: [
          ...carStockMenus(),
          menu('Shop by Brand', undefined, [link('All Brands', '/search/new-used-and-demo-cars', { dynamicDropdown: 'brands' })]),
          link('Service', '/service'),
          aboutMenu(),
          link('Contact', '/contact'),
        ],
        footer: footerColumns(carVehicleLinks(), [link('Book a Service', '/service'), link('Book a Test Drive', '/book-test-drive'), link('Sell My Car', '/sell-my-car')]),
      },
    },
  },
  {
    slug: 'trade-in-warehouse',
    name: 'Trade-In Warehouse',
    template: 'independent',
    locale: 'en-AU',
    hostname: 'tradeinwarehouse.example',
    brands: [{ dealership: 'trade-in-warehouse', url: 'https://tradeinwarehouse.example' }],
    config: {
      stockKind: 'cars',
      timezone: 'Australia/Perth',
      theme: { primary: '#1F2A44', accent: '#FF7A00', tagline: "Perth's trade-in specialists" },
      footer: {
        variant: 'trade-in-warehouse',
        staff: [
          { name: 'Dylan Carter', role: 'Sales Manager', phone: '0412 555 101' },
          { name: 'Priya Raman', role: 'Finance Manager', phone: '0412 555 102' },
          { name: 'Marco Bianchi', role: 'Vehicle Buyer', phone: '0412 555 103' },
        ],
      },
      allowUkPhoneNumbers: true,
      licenceLabel: 'CL',
      forms: { showPostcode: true },
      stockFilters: { carTypes: ['used'] },
      providers: { finance: 'D', payment: 'test' },
      gatedPages: { onlinePayment: false },
      onlinePayment: { minimum: 10, maximum: 5000 },
      seo: {
        title: 'Trade-In Warehouse | Ex-Trade Used Cars in Perth',
        description: 'Ex-trade used cars at wholesale-style prices in Osborne Park. We also buy cars: visits by appointment.',
        keywords: ['trade-in cars Perth', 'used cars Osborne Park', 'sell my car Perth'],
      },
      navigation: {
        header: [
          link('Used Cars', '/search/used-cars'),
          menu('Sell Your Car', '/sell-my-car', [link('Sell My Car', '/sell-my-car'), link('Free Valuation', '/valuations')]),
          financeMenu(),
          link('Online Payment', '/online-payment'),
          aboutMenu(),
          link('Contact', '/contact'),
        ],
        footer: footerColumns([link('Used Cars', '/search/used-cars'), link('Sell My Car', '/sell-my-car')], standardServices()),
      },
    },
  },
  {
    slug: 'throttle-motorcycles',
    name: 'Throttle Motorcycles',
    template: 'independent',
    locale: 'en-AU',
    hostname: 'throttlemotorcycles.example',
    brands: [{ dealership: 'throttle-motorcycles', url: 'https://throttlemotorcycles.example' }],
    config: {
      stockKind: 'motorcycles',
      timezone: 'Australia/Adelaide',
      theme: { primary: '#FF5F00', accent: '#222222', tagline: "Adelaide's multi-brand motorcycle store" },
      // Deliberately without the /search/ prefix: the search-path rule must add it.
      defaultSearchPath: 'new-and-used-motorcycles',
      providers: { finance: 'E', payment: null },
      social: { instagram_url: 'https://www.instagram.com/throttlemotorcycles.demo', youtube_url: 'https://www.youtube.com/@throttlemotorcycles' },
      seo: {
        title: 'Throttle Motorcycles | New & Used Motorcycles in Adelaide',
        description: 'New and used Honda, Yamaha, Kawasaki, Suzuki, Harley-Davidson, Ducati, BMW, KTM and Triumph motorcycles.',
        keywords: ['motorcycles Adelaide', 'LAMS bikes SA', 'used motorbikes'],
      },
      navigation: {
        header: [
          menu('Motorcycles', '/search/new-and-used-motorcycles', [
            link('All Motorcycles', '/search/new-and-used-motorcycles'),
            link('By Brand', '/search/new-and-used-motorcycles', { dynamicDropdown: 'brands' }),
            link('By Style', '/search/new-and-used-motorcycles', { dynamicDropdown: 'bodies' }),
          ]),
          link('Sell Your Bike', '/sell-my-car'),
          financeMenu(),
          link('Service', '/service'),
          aboutMenu(),
          link('Contact', '/contact'),
        ],
        footer: footerColumns([link('All Motorcycles', '/search/new-and-used-motorcycles')], standardServices()),
      },
    },
  },
  {
    slug: 'outback-rv',
    name: 'Outback RV',
    template: 'group',
    locale: 'en-AU',
    hostname: 'outbackrv.example',
    brands: [{ dealership: 'outback-rv', url: 'https://outbackrv.example' }],
    config: {
      stockKind: 'rvs',
      timezone: 'Australia/Brisbane',
      theme: { primary: '#8C4A1F', accent: '#E8C07D', tagline: 'Caravans and motorhomes for the big lap' },
      defaultSearchPath: '/search/rv-vehicles',
      providers: { finance: 'E', payment: null },
      finance: { luxuryQuickPicks: true },
      social: { facebook_url: 'https://www.facebook.com/outbackrv.demo' },
      seo: {
        title: 'Outback RV | Caravans, Motorhomes & Campervans in Townsville',
        description: 'New and used caravans, motorhomes, campervans and camper trailers from Jayco, Avan, Winnebago and more.',
        keywords: ['caravans Townsville', 'motorhomes QLD', 'Jayco dealer'],
      },
      navigation: {
        header: [
          menu('RVs', '/search/rv-vehicles', [link('All RVs', '/search/rv-vehicles'), link('By Type', '/search/rv-vehicles', { dynamicDropdown: 'bodies' })]),
          financeMenu(),
          link('Service', '/service'),
          aboutMenu(),
          link('Contact', '/contact'),
        ],
        footer: footerColumns([link('All RVs', '/search/rv-vehicles')], standardServices()),
      },
    },
  },
  {
    slug: 'highway-trucks',
    name: 'Highway Trucks',
    template: 'group',
    locale: 'en-AU',
    hostname: 'highwaytrucks.example',
    brands: [{ dealership: 'highway-trucks', url: 'https://highwaytrucks.example' }],
    config: {
      stockKind: 'trucks',
      timezone: 'Australia/Brisbane',
      theme: { primary: '#FFC20E', accent: '#003B5C', tagline: 'Trucks for every job, in three states' },
      defaultSearchPath: '/search/new-used-and-demo-trucks',
      includeSoldCarsDays: 14,
      providers: { finance: 'F', payment: null },
      gatedPages: { finance: true },
      social: { linkedin_url: 'https://www.linkedin.com/company/highway-trucks-demo', youtube_url: 'https://www.youtube.com/@highwaytrucks' },
      seo: {
        title: 'Highway Trucks | New, Used & Demo Trucks in QLD, NSW and VIC',
        description: 'Isuzu, Hino, Fuso, Volvo, Kenworth and Mercedes-Benz trucks with sales, service and parts in three states.',
        keywords: ['trucks for sale', 'prime movers', 'used tippers'],
      },
      navigation: {
        header: [
          menu('Trucks', '/search/new-used-and-demo-trucks', [
            link('All Trucks', '/search/new-used-and-demo-trucks'),
            link('By Brand', '/search/new-used-and-demo-trucks', { dynamicDropdown: 'brands' }),
            link('By Body', '/search/new-used-and-demo-trucks', { dynamicDropdown: 'bodies' }),
          ]),
          financeMenu(),
          menu('Service & Parts', '/service', [link('Book a Service', '/service'), link('Parts Enquiry', '/contact')]),
          aboutMenu(),
          link('Locations', '/contact'),
        ],
        footer: footerColumns([link('All Trucks', '/search/new-used-and-demo-trucks')], standardServices()),
      },
    },
  },
  {
    slug: 'coastal-ev',
    name: 'Coastal EV',
    template: 'independent',
    locale: 'en-AU',
    hostname: 'coastalev.example',
    brands: [{ dealership: 'coastal-ev', url: 'https://coastalev.example' }],
    assistantToken: 'demo-assistant-token-coastal-ev',
    excludeOwnStockNumbers: 2,
    config: {
      stockKind: 'cars',
      timezone: 'Australia/Brisbane',
      theme: { primary: '#00A6A6', accent: '#0D1B2A', tagline: 'Electric and hybrid, on the Gold Coast' },
      features: { fuelTag: true, hideSaveWithoutPriceOrImages: true, offersSubscription: true },
      stockFilters: { makes: ['Tesla', 'BYD', 'Polestar', 'MG', 'Hyundai', 'Kia'], inStockOnly: true },
      searchFilters: { fuel: ['Electric'] },
      providers: { finance: 'C', payment: null },
      social: { instagram_url: 'https://www.instagram.com/coastalev.demo', tiktok_url: 'https://www.tiktok.com/@coastalev.demo' },
      verification: { google_site_verification: 'cev-demo-verification-c21d88' },
      seo: {
        title: 'Coastal EV | Electric & Hybrid Cars on the Gold Coast',
        description: 'New, demo and used electric and hybrid cars in Southport, plus car subscriptions.',
        keywords: ['electric cars Gold Coast', 'used Tesla QLD', 'BYD Southport', 'car subscription'],
      },
      navigation: {
        header: [
          ...carStockMenus(),
          link('Electric Cars', '/electric-cars'),
          link('Subscribe', '/search/subscription-cars'),
          financeMenu(),
          aboutMenu(),
          link('Contact', '/contact'),
        ],
        footer: footerColumns([...carVehicleLinks(), link('Subscription Cars', '/search/subscription-cars')], standardServices()),
      },
    },
  },
];
