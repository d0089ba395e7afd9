/** The id of the page's comparison rate disclaimer, where the disclaimer links point. */
export const FINANCE_DISCLAIMER_ANCHOR = 'finance-disclaimer';
