import type { Locale } from '../domain/site-config';
import type { Rng } from './prng';

/** Fictional customer names and phone numbers in each locale's style. */

const FIRST_NAMES: Record<Locale, readonly string[]> = {
  'en-AU': ['Sarah', 'James', 'Priya', 'Liam', 'Chloé', 'Mohammed', 'Emma', 'Jack', 'Mei', 'Olivia', 'Noah', 'Aisha', 'Lachlan', 'Grace', 'Tran', 'Zoe'],
  'en-NZ': ['Aroha', 'Tama', 'Sophie', 'Nikau', 'Isla', 'Hemi', 'Ruby', 'Mateo', 'Ana', 'George', 'Kiri', 'Finn'],
  'en-US': ['Tyler', 'Madison', 'Carlos', 'Ashley', 'DeShawn', 'Emily', 'Jacob', 'Sofia', 'Brandon', 'Hannah', 'Luis', 'Kayla'],
};

const LAST_NAMES: Record<Locale, readonly string[]> = {
  'en-AU': ['Nguyen', 'Wilson', 'Patel', "O'Brien", 'Martin', 'Al-Sayed', 'Thompson', 'Robinson', 'Chen', 'Kelly', 'Smith', 'Papadopoulos', 'Walker', 'Singh'],
  'en-NZ': ['Ngata', 'Williams', 'Te Rangi', 'Brown', 'Wong', 'Taylor', 'Parata', 'Anderson', 'Fale', 'Campbell'],
  'en-US': ['Brooks', 'Ramirez', 'Johnson', 'Garcia', 'Miller', 'Davis', 'Hernandez', 'Lee', 'Washington', 'Nguyen'],
};

export type Person = { first: string; last: string };

export function person(locale: Locale, rng: Rng): Person {
  return { first: rng.pick(FIRST_NAMES[locale]), last: rng.pick(LAST_NAMES[locale]) };
}

export function mobilePhone(locale: Locale, rng: Rng): string {
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  switch (locale) {
    case 'en-AU':
      return `04${digits(2)} ${digits(3)} ${digits(3)}`;
    case 'en-NZ':
      return `021 ${digits(3)} ${digits(4)}`;
    case 'en-US':
      // 555-01xx numbers are reserved for fiction.
      return `(512) 555-01${digits(2)}`;
  }
}

export function postcode(locale: Locale, rng: Rng): string {
  switch (locale) {
    case 'en-AU':
      return String(rng.int(2000, 4999));
    case 'en-NZ':
      return String(rng.int(1010, 3999));
    case 'en-US':
      return String(rng.int(78701, 78759));
  }
}

export function emailFor(p: Person, domain: string): string {
  const local = `${p.first}.${p.last}`
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z.]/g, '');
  return `${local}@${domain}`;
}
