import { formatOdometer } from '../domain/locale';
import type { Locale } from '../domain/site-config';
import { spell } from './spell';

/** The facts line under a car's name: odometer, fuel in the locale's words, transmission (whichever are known). */
export function carFacts(car: { km: number; simpleFuel: string | null; transmission: string | null }, locale: Locale): string[] {
  return [formatOdometer(car.km, locale), car.simpleFuel ? spell(car.simpleFuel, locale) : null, car.transmission].filter(
    (fact): fact is string => Boolean(fact),
  );
}
