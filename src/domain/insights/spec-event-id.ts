/**
 * The SPEC 7 event ids ("Event ids" in the spec's constants), carried as `event_properties.spec_event_id`
 * so the site's events endpoint can file each event as the old platform did:
 *
 * | id | meaning                          | our event                                         |
 * |----|----------------------------------|---------------------------------------------------|
 * | 14 | new-car enquiry                  | lead_submitted, new-vehicle-enquiry or demo-vehicle-enquiry (a demonstrator is a new car) |
 * | 15 | used-car enquiry                 | lead_submitted, used-vehicle-enquiry              |
 * | 17 | test-drive only or new test drive| lead_submitted, test-drive, car not used          |
 * | 48 | used test drive                  | lead_submitted, test-drive, car_type used         |
 * | 22 | general enquiry                  | lead_submitted, general-enquiry                   |
 * | 39 | favourite or save                | favourite_save                                    |
 * | 51 | careers enquiry                  | lead_submitted, careers                           |
 *
 * Any other event has no SPEC id (null).
 */
export const SPEC_EVENT_IDS = { newCarEnquiry: 14, usedCarEnquiry: 15, testDrive: 17, usedTestDrive: 48, generalEnquiry: 22, favourite: 39, careers: 51 } as const;

const LEAD_CATEGORY_IDS: Record<string, number> = {
  'new-vehicle-enquiry': SPEC_EVENT_IDS.newCarEnquiry,
  'demo-vehicle-enquiry': SPEC_EVENT_IDS.newCarEnquiry,
  'used-vehicle-enquiry': SPEC_EVENT_IDS.usedCarEnquiry,
  'general-enquiry': SPEC_EVENT_IDS.generalEnquiry,
  careers: SPEC_EVENT_IDS.careers,
};

export function specEventId(event: string, category: string | null, carType: string | null): number | null {
  if (event === 'favourite_save') return SPEC_EVENT_IDS.favourite;
  if (event !== 'lead_submitted' || category === null) return null;
  if (category === 'test-drive') return carType === 'used' ? SPEC_EVENT_IDS.usedTestDrive : SPEC_EVENT_IDS.testDrive;
  return LEAD_CATEGORY_IDS[category] ?? null;
}
