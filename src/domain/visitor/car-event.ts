/**
 * Apart from the events schema (event.ts), so the lead form names the car in its events without
 * bringing Zod to the browser.
 */

/** The car a page is about, from its path (/cars/{slug}) and the form's answers. */
export function carEventProperties(path: string, lead: Record<string, unknown>): Record<string, string | null> {
  const slug = /^\/cars\/([^/]+)/.exec(path)?.[1] ?? null;
  const name = [lead.make, lead.model].filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
  const stock = typeof lead.stock_number === 'string' ? lead.stock_number : null;
  return slug === null && name === '' ? {} : { car_slug: slug, car_name: name || null, stock_number: stock };
}

/**
 * The car's id and type from the form's answers, for the insights' leads by car and the SPEC
 * event id (a used test drive is 48, another test drive 17); empty when the form is about no car.
 */
export function carIdentity(lead: Record<string, unknown>): Record<string, string | number> {
  const id = lead.car_id;
  const type = lead.car_type;
  return {
    ...(typeof id === 'number' || (typeof id === 'string' && id !== '') ? { car_id: id } : {}),
    ...(typeof type === 'string' && type !== '' ? { car_type: type } : {}),
  };
}
