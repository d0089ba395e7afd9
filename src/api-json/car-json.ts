import type { CarDetail } from '../domain/types';
import { carFieldsJson } from './car-fields-json';

/**
 * A car for the JSON API, keyed in the SPEC 3 snake_case. Payment processors lose their
 * authorization keys: whether one exists is all a browser needs to know.
 */
export function carJson(car: CarDetail) {
  return {
    ...carFieldsJson(car),
    item_type: car.itemType,
    features: car.features,
    description: car.description,
    finance_lenders: car.financeLenders,
    autograb_data: { average_market_price: car.averageMarketPrice, state_average_market_price: car.stateAverageMarketPrice },
    payment_processors: car.paymentProcessors.map((p) => ({
      authorization_type: p.authorization_type,
      has_authorization_key: p.authorization_key !== null && p.authorization_key.trim() !== '',
      deposit_amount: p.deposit_amount,
    })),
    has_checkout_payment_processor: car.hasCheckoutPaymentProcessor,
  };
}
