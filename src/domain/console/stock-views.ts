/**
 * The analytics event a car page sends when a shopper opens it (SPEC 7 events, recorded by the
 * page's own script); the stock manager counts these per car by the event's `car_slug` property.
 */
export const CAR_VIEW_EVENT = 'car_view';
