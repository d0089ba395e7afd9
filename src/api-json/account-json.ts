import type { Shopper } from '../domain/accounts/types';

/** The account API's snake_case shapes (SPEC 3 stored user details). */
export function shopperJson(shopper: Shopper) {
  return {
    id: shopper.id,
    first_name: shopper.firstName,
    last_name: shopper.lastName,
    email: shopper.email,
    phone: shopper.phone,
    postcode: shopper.postcode,
  };
}

export type ShopperJson = ReturnType<typeof shopperJson>;
export type AccountJson = { signed_in: false } | { signed_in: true; user: ShopperJson; watchlist: number[] };
