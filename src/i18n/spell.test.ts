import { describe, expect, it } from 'vitest';
import { spell } from './spell';

describe('spell', () => {
  const us: Array<[string, string]> = [
    ['colour', 'color'],
    ['Colour', 'Color'],
    ['COLOUR', 'COLOR'],
    ['colours', 'colors'],
    ['Exterior colour: red', 'Exterior color: red'],
    ['colour-coded bumpers', 'color-coded bumpers'],
    ['personalised', 'personalized'],
    ['Personalised finance', 'Personalized finance'],
    ['personalise your quote', 'personalize your quote'],
    ['enquiry', 'inquiry'],
    ['Enquiry', 'Inquiry'],
    ['ENQUIRY', 'INQUIRY'],
    ['enquiries', 'inquiries'],
    ['Finance Enquiries', 'Finance Inquiries'],
    ['enquire', 'inquire'],
    ['Enquire now', 'Inquire now'],
    ['Enquire for Finance', 'Inquire for Finance'],
    ['enquired', 'inquired'],
    ['petrol', 'gas'],
    ['Petrol', 'Gas'],
    ['PETROL', 'GAS'],
    ['Fuel: Petrol, colour: Blue. Enquire today!', 'Fuel: Gas, color: Blue. Inquire today!'],
    ['colour, colour and colour', 'color, color and color'],
    // whole words only
    ['watercolour', 'watercolour'],
    ['petroleum', 'petroleum'],
    ['petrolhead', 'petrolhead'],
    ['unenquired', 'unenquired'],
    ['multicolours', 'multicolours'],
    ['Tyres and a service centre', 'Tires and a service center'],
    ['Dealer licence 12345', 'Dealer license 12345'],
    ['2.0 litre engine', '2.0 liter engine'],
    ['Authorised Toyota Dealer', 'Authorized Toyota Dealer'],
    ['Ute', 'Pickup'],
    ['utes and vans', 'pickups and vans'],
    ['A dual-cab workhorse', 'A crew-cab workhorse'],
    ['People mover', 'Minivan'],
    ['Finished in grey. It has travelled 1,200 miles', 'Finished in gray. It has traveled 1,200 miles'],
    ['route', 'route'],
    ['greyhound', 'greyhound'],
    ['Rego (optional)', 'License plate (optional)'],
    ['regional', 'regional'],
    ['Used cars for sale | Lone Star Autos', 'Pre-owned cars for sale | Lone Star Autos'],
    ['a used Toyota', 'a used Toyota'],
    // Issue 26: a US form offers biweekly payments (the finance forms' 'Fortnightly' option).
    ['Fortnightly', 'Biweekly'],
    ['fortnightly repayments', 'biweekly repayments'],
    ['a fortnight', 'a fortnight'],
    ['', ''],
  ];
  it.each(us)('en-US: %j -> %j', (text, expected) => {
    expect(spell(text, 'en-US')).toBe(expected);
  });

  it.each(['en-AU', 'en-NZ'] as const)('%s keeps the text as written', (locale) => {
    const text = 'Personalised colour enquiries for petrol cars. Enquire now.';
    expect(spell(text, locale)).toBe(text);
  });
});
