/**
 * SPEC 2's optional assistant tags: meta tags an on-site assistant reads to know which car the
 * shopper is looking at. Only sites that enable them emit them; pages without a car emit the message only.
 */

export type AssistantCar = { id: number; name: string; slug: string; carType: string; dealershipId: number; reserved: boolean };

export function assistantTags(settings: { enabled: boolean; message: string }, car: AssistantCar | null): Record<string, string> {
  if (!settings.enabled) return {};
  const tags: Record<string, string> = {};
  if (settings.message !== '') tags['assistant-message'] = settings.message;
  if (!car) return tags;
  return {
    ...tags,
    'assistant-car-name': car.name,
    'assistant-car-id': String(car.id),
    'assistant-checkout-link': `/cars/${car.slug}/checkout`,
    'assistant-is-reserved': String(car.reserved),
    'assistant-car-category': car.carType,
    'assistant-car-dealership-id': String(car.dealershipId),
  };
}
