import type { LeadMessage } from '../domain/lead-message';

/**
 * One completed lead of each kind the sites send, shaped as the forms send them
 * (src/forms/definitions: Lead fields as columns, other answers under `extra`).
 */

const NO_CAR: LeadMessage['vehicle'] = { carId: null, carType: null, stockNumber: null, make: null, model: null, year: null, vin: null, slug: null, trim: null, price: null, odometerKm: null };
const CAR: LeadMessage['vehicle'] = {
  carId: 12, carType: 'used', stockNumber: 'HT1234U', make: 'Toyota', model: 'Corolla', year: 2021,
  vin: 'JTDBR32E720012345',
  slug: '2021-toyota-corolla-ascent-sport-ht1234u',
  trim: 'Ascent Sport',
  price: 24990,
  odometerKm: 41250,
};

export function leadMessage(overrides: Partial<LeadMessage> = {}): LeadMessage {
  return {
    leadId: '7f9c2e56-1d7a-4c43-9a55-2f5b0c1e8d21',
    createdAt: new Date('2026-11-23T04:00:00Z'),
    category: 'used-vehicle-enquiry',
    subcategory: null,
    name: 'Jane Citizen',
    firstName: 'Jane',
    middleName: null,
    lastName: 'Citizen',
    email: 'jane@example.com',
    phone: '0412345678',
    postcode: '3000',
    message: 'Is it still available?',
    optIn: false,
    vehicle: CAR,
    website: { slug: 'harbour-toyota', name: 'Harbour Toyota', locale: 'en-AU', phone: '03 9000 1000' },
    dealership: { slug: 'harbour-toyota', name: 'Harbour Toyota' },
    location: { id: 3, name: 'Harbour Toyota Dealership', email: 'sales@harbour-toyota.example', phone: '03 9000 1001' },
    url: 'https://harbour-toyota.example/cars/1',
    source: 'Website',
    userAgent: null,
    visitedPages: [],
    linkedQueryParams: {},
    anonId: null,
    sessionId: null,
    extra: {},
    files: [],
    ...overrides,
  };
}

const ownCar = { rego: 'ABC123', rego_state: 'VIC', vehicle_make: 'Mazda', vehicle_model: 'CX-5', vehicle_year: '2017', odometer: '98,500', condition: 'Good' };

/** Every lead kind, by a name for test titles. */
export const LEAD_OF_EACH_KIND: Record<string, LeadMessage> = {
  'enquiry about a car': leadMessage(),
  'general enquiry without a car': leadMessage({ category: 'general-enquiry', subcategory: 'Sales', vehicle: NO_CAR, firstName: null, lastName: null, phone: null, postcode: null }),
  'test drive': leadMessage({ category: 'test-drive', extra: { preferred_date: '2026-11-28' } }),
  'test drive booked into a slot': leadMessage({
    category: 'test-drive',
    extra: { booking_time: '2026-11-30T10:00' },
    booking: { id: 41, kind: 'test-drive', startsAt: new Date('2026-11-29T23:00:00Z'), endsAt: new Date('2026-11-29T23:30:00Z'), timeZone: 'Australia/Sydney', status: 'booked' },
  }),
  'service booking': leadMessage({
    category: 'service-booking',
    vehicle: { ...NO_CAR, make: 'Toyota', model: 'RAV4' },
    extra: { rego: 'XYZ789', vehicle_year: '2019', odometer: '60,000 km', service_interval: '60,000 km service', booking_time: '2026-11-27T08:30', additional_services: ['Wheel alignment'] },
  }),
  'trade-in with the car wanted': leadMessage({ category: 'trade-in', extra: { ...ownCar, finance_owing: 'Yes', payout_amount: '4,200' } }),
  'trade-in without a car': leadMessage({ category: 'trade-in', vehicle: NO_CAR, extra: { ...ownCar, finance_owing: 'No' } }),
  'sell my car': leadMessage({ category: 'sell-my-car', vehicle: NO_CAR, extra: { ...ownCar, asking_price: '$18,500', licensed_dealer: 'No' } }),
  finance: leadMessage({
    category: 'finance-enquiry',
    extra: { vehicle_price_budget: '32,000', deposit: '5,000', loan_term: '5 years', purchase_timeframe: 'Within a month', address: '1 Main Street, Carlton VIC 3053' },
  }),
  'finance pre-approval without a car': leadMessage({ category: 'finance-pre-approval', vehicle: NO_CAR, extra: { vehicle_price_budget: '25000' } }),
  valuation: leadMessage({ category: 'valuation', vehicle: NO_CAR, extra: { ...ownCar, condition: 'Fair' } }),
  reservation: leadMessage({ category: 'reservation', vehicle: { ...CAR, carType: 'new', stockNumber: 'HT2001N' }, message: null, extra: { deposit_amount: 500 } }),
  'enquiry on a US site about a car without a price': leadMessage({
    category: 'new-vehicle-enquiry',
    name: 'Sam Rivera',
    firstName: null,
    lastName: null,
    postcode: '78701',
    phone: '(512) 555-0142',
    vehicle: { ...CAR, carType: 'new', make: 'Ford', model: 'F-150', year: 2025, trim: 'XLT', stockNumber: 'LS5001N', slug: '2025-ford-f-150-xlt-ls5001n', price: 0, odometerKm: 16 },
    website: { slug: 'lone-star-autos', name: 'Lone Star Autos', locale: 'en-US', phone: '(512) 555-0100' },
    dealership: { slug: 'lone-star-autos', name: 'Lone Star Autos' },
    location: { id: 30, name: 'Lone Star Autos Austin', email: null, phone: '(512) 555-0101' },
    url: 'https://lone-star-autos.example/cars/2025-ford-f-150-xlt-ls5001n',
    extra: { rego: 'TX 4KD-921' },
  }),
  'job application with a file': leadMessage({
    category: 'careers',
    vehicle: NO_CAR,
    message: 'Five years selling cars.\nAvailable from January.',
    extra: { position: 'Sales consultant' },
    files: [{ name: 'resume.pdf', contentType: 'application/pdf', size: 48_213 }],
    url: 'https://harbour-toyota.example/careers',
    anonId: '3f1d2c4b-5a6e-4f70-8a91-b2c3d4e5f607',
    sessionId: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  }),
};
