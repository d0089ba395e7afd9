'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { formatPrice } from '../../domain/locale';
import { formatRange } from '../../domain/search/parse';
import { setRange } from '../../domain/search/state';
import type { Range } from '../../domain/search/search-query';
import { apiQueryString } from '../../domain/search/url';
import type { Locale } from '../../domain/site-config';
import { fetchData } from '../data/fetch-data';
import { useFacetForm } from './LiveFacetForm';
import { fill } from '../../i18n/fill';
import type { Messages } from '../../i18n/types';
import {
  SLIDER_MAX,
  SLIDER_MIN,
  SLIDER_STEP,
  moveThumb,
  rangeToSlider,
  sliderToRange,
  trackPercent,
  type SliderValues,
  type Thumb,
} from './price-slider';

/** The count follows the thumbs after this pause, so a drag costs a handful of requests. */
const COUNT_DEBOUNCE_MS = 250;
/** A released thumb applies after this pause, so arrow-key presses in a row make one navigation. */
const APPLY_DEBOUNCE_MS = 350;

const noSubscription = () => () => {};

type Choices = { mins: number[]; maxs: number[] };
type PanelTexts = Messages['search']['panel'];

/**
 * The price filter. Without JavaScript (and in the server HTML) it is two selects; once mounted it
 * is the SPEC 5/9 range slider, whose thumbs count the cars under them as they move and apply the
 * range when released.
 */
export function PriceFilter({
  current,
  locale,
  label,
  choices,
  texts,
}: {
  current: Range | null;
  locale: Locale;
  label: string;
  choices: Choices;
  texts: PanelTexts;
}) {
  const mounted = useSyncExternalStore(noSubscription, () => true, () => false);
  const form = useFacetForm();
  if (!mounted || !form) return <PriceSelects current={current} locale={locale} label={label} choices={choices} texts={texts} />;
  return <PriceSlider current={current} locale={locale} label={label} texts={texts} />;
}

function PriceSelects({ current, locale, label, choices, texts }: { current: Range | null; locale: Locale; label: string; choices: Choices; texts: PanelTexts }) {
  return (
    <fieldset className="facet-group facet-range facet-price">
      <legend className="facet-heading">{label}</legend>
      <label>
        <span className="visually-hidden">{fill(texts.fromLabel, { name: label })}</span>
        <select name="price" defaultValue={current?.min != null ? `>=${current.min}` : ''}>
          <option value="">{texts.anyMin}</option>
          {choices.mins.map((n) => (
            <option key={n} value={`>=${n}`}>
              {fill(texts.fromOption, { value: formatPrice(n, locale) })}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="visually-hidden">{fill(texts.upToLabel, { name: label })}</span>
        <select name="price" defaultValue={current?.max != null ? `<=${current.max}` : ''}>
          <option value="">{texts.anyMax}</option>
          {choices.maxs.map((n) => (
            <option key={n} value={`<=${n}`}>
              {fill(texts.upToOption, { value: formatPrice(n, locale) })}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}

function PriceSlider({ current, locale, label, texts }: { current: Range | null; locale: Locale; label: string; texts: PanelTexts }) {
  const form = useFacetForm();
  const currentKey = current ? formatRange(current) : '';
  const [values, setValues] = useState<SliderValues>(() => rangeToSlider(current));
  const [moved, setMoved] = useState(false);
  const [shownKey, setShownKey] = useState(currentKey);
  const countTimer = useRef<number | undefined>(undefined);
  const applyTimer = useRef<number | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  const latest = useRef(values);
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);

  // A new range from the URL (Back, a chip, the applied range itself) moves the thumbs; the slider
  // is not remounted for it, so a keyboard user keeps focus on the thumb.
  if (shownKey !== currentKey) {
    setShownKey(currentKey);
    setValues(rangeToSlider(current));
    setMoved(false);
  }

  useEffect(() => {
    latest.current = values;
  }, [values]);

  const minText = values.min <= SLIDER_MIN ? texts.any : formatPrice(values.min, locale);
  const maxText = values.max >= SLIDER_MAX ? `${formatPrice(SLIDER_MAX, locale)}+` : formatPrice(values.max, locale);
  // Until a thumb moves, the form sends the range as the URL has it, even one the slider cannot show.
  const range = moved ? sliderToRange(values) : current;

  // The native `change` event fires when a thumb is released (or stepped by a key); React's
  // onChange on a range input fires on every move, so the release is listened for directly.
  useEffect(() => {
    const inputs = [minRef.current, maxRef.current].filter((el): el is HTMLInputElement => el !== null);
    const onRelease = () => {
      window.clearTimeout(applyTimer.current);
      applyTimer.current = window.setTimeout(() => {
        if (!form) return;
        form.apply(setRange(form.formState(), 'price', sliderToRange(latest.current)));
      }, APPLY_DEBOUNCE_MS);
    };
    for (const el of inputs) el.addEventListener('change', onRelease);
    return () => {
      for (const el of inputs) el.removeEventListener('change', onRelease);
    };
  }, [form]);

  useEffect(
    () => () => {
      window.clearTimeout(countTimer.current);
      window.clearTimeout(applyTimer.current);
      request.current?.abort();
    },
    [],
  );

  const countFor = (next: SliderValues) => {
    window.clearTimeout(countTimer.current);
    countTimer.current = window.setTimeout(async () => {
      if (!form) return;
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      const state = setRange(form.formState(), 'price', sliderToRange(next));
      try {
        const body = await fetchData(`/api/search?${apiQueryString(state, { hitsPerPage: '1' })}`, controller.signal);
        const count = typeof body === 'object' && body !== null && 'count' in body ? (body as { count: unknown }).count : null;
        if (typeof count === 'number' && !controller.signal.aborted) form.setLiveCount(count);
      } catch {
        // A count that could not be fetched leaves the last known one; the range still applies on release.
      }
    }, COUNT_DEBOUNCE_MS);
  };

  const move = (thumb: Thumb, raw: string) => {
    const next = moveThumb(values, thumb, Number(raw));
    latest.current = next;
    window.clearTimeout(applyTimer.current);
    setValues(next);
    setMoved(true);
    countFor(next);
  };

  const style = { '--lo': `${trackPercent(values.min)}%`, '--hi': `${trackPercent(values.max)}%` } as CSSProperties;
  return (
    <fieldset className="facet-group facet-price-slider facet-price">
      <legend className="facet-heading">{label}</legend>
      <div className="price-slider" style={style}>
        <div className="price-slider-track" aria-hidden="true" />
        <input
          ref={minRef}
          id="price-slider-min"
          type="range"
          className="price-slider-thumb price-slider-min"
          // Past half way the min thumb goes on top, so two thumbs at the top end can still be parted.
          style={trackPercent(values.min) > 50 ? { zIndex: 1 } : undefined}
          aria-label={texts.minimumPrice}
          aria-valuetext={minText}
          min={SLIDER_MIN}
          max={SLIDER_MAX}
          step={SLIDER_STEP}
          value={values.min}
          onChange={(e) => move('min', e.currentTarget.value)}
        />
        <input
          ref={maxRef}
          id="price-slider-max"
          type="range"
          className="price-slider-thumb price-slider-max"
          aria-label={texts.maximumPrice}
          aria-valuetext={maxText}
          min={SLIDER_MIN}
          max={SLIDER_MAX}
          step={SLIDER_STEP}
          value={values.max}
          onChange={(e) => move('max', e.currentTarget.value)}
        />
      </div>
      <p className="price-slider-values" aria-hidden="true">
        <span>{minText}</span>
        <span>{maxText}</span>
      </p>
      <input type="hidden" name="price" value={range ? formatRange(range) : ''} />
    </fieldset>
  );
}
