import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { z } from 'zod';
import { slugify } from '../domain/slug';
import type { StockKind } from '../domain/site-config';
import type { Market } from './types';

/**
 * Static manufacturers and models the demo stock is drawn from: data files in data/catalogue, one
 * a make (`NN-slug.yaml`, in the catalogue's order) and the body blurbs (`bodies.yaml`), checked
 * with the schemas below as they are read. Prices are new prices in AUD across the badge ladder
 * (cheapest badge first); the stock generator depreciates and converts them. What a file leaves
 * out follows from the vehicle's kind (modelDef below): a bike's fuel and seats, an RV's drive, a
 * truck's gearbox share.
 */
const DEMO_CATALOGUE_DIR = fileURLToPath(new URL('../../data/catalogue/', import.meta.url));

const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Plug-in Hybrid', 'Electric', 'LPG'] as const;
const DRIVES = ['FWD', 'RWD', 'AWD', '4WD'] as const;
const MODEL_STATUSES = ['new', 'all_new', 'coming_soon'] as const;
const MARKETS = ['AU', 'NZ', 'US'] as const satisfies readonly Market[];

export type Fuel = (typeof FUELS)[number];
type Drive = (typeof DRIVES)[number];
type ModelStatus = (typeof MODEL_STATUSES)[number];

export type ModelDef = {
  name: string;
  slug: string;
  kind: StockKind;
  body: string;
  price: readonly [number, number];
  badges: readonly string[];
  /** Empty for vehicles without an engine (caravans, camper trailers). */
  fuels: readonly Fuel[];
  /** Empty for towed vehicles. */
  drives: readonly Drive[];
  seats: number;
  /** Share of manual gearboxes; undefined means automatic only, null transmission for towed vehicles. */
  manualRate?: number;
  series?: readonly string[];
  status?: ModelStatus;
  shortDescription: string;
  overrideUrl?: string;
  /** Markets where the model is sold new; absent means every market. */
  markets?: readonly Market[];
  /** Recent launches: no car of the model is older than this year. */
  firstYear?: number;
  /** Discontinued models: sold used only, built no later than this year. */
  lastYear?: number;
  weight?: number;
};

export type MakeDef = { name: string; slug: string; models: ModelDef[] };

export { slugify } from '../domain/slug';

const fuels = z.array(z.enum(FUELS));
const options = {
  slug: z.string().optional(),
  manualRate: z.number().min(0).max(1).optional(),
  series: z.array(z.string()).optional(),
  status: z.enum(MODEL_STATUSES).optional(),
  shortDescription: z.string().optional(),
  overrideUrl: z.string().optional(),
  markets: z.array(z.enum(MARKETS)).optional(),
  firstYear: z.int().optional(),
  lastYear: z.int().optional(),
  weight: z.number().positive().optional(),
};
const common = { name: z.string().min(1), body: z.string().min(1), price: z.tuple([z.number(), z.number()]), badges: z.array(z.string()).min(1), ...options };

/** A model as a make's file gives it: what its kind does not settle (modelDef). */
export const modelEntrySchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('cars'), ...common, fuels, drives: z.array(z.enum(DRIVES)), seats: z.int().positive() }),
  z.strictObject({ kind: z.literal('motorcycles'), ...common }),
  z.strictObject({ kind: z.literal('rvs'), ...common, berths: z.int().positive() }),
  z.strictObject({ kind: z.literal('trucks'), ...common, fuels: fuels.optional() }),
]);
export type ModelEntry = z.infer<typeof modelEntrySchema>;

const makeFileSchema = z.strictObject({ name: z.string().min(1), slug: z.string().min(1), models: z.array(z.unknown()).min(1) });
const bodiesSchema = z.record(z.string(), z.string());

type Options = Partial<Omit<ModelDef, 'name' | 'kind' | 'body' | 'price' | 'badges' | 'fuels' | 'drives' | 'seats'>>;

/** A model whole: its slug from its name, and its body's blurb as description, unless the file gives them. */
function model(
  blurbs: Record<string, string>,
  kind: StockKind,
  entry: { name: string; body: string; price: readonly [number, number]; badges: readonly string[] },
  fuels: readonly Fuel[],
  drives: readonly Drive[],
  seats: number,
  options: Options,
): ModelDef {
  const { name, body } = entry;
  return {
    name,
    slug: options.slug ?? slugify(name),
    kind,
    body,
    price: entry.price,
    badges: entry.badges,
    fuels,
    drives,
    seats,
    shortDescription: options.shortDescription ?? `The ${name}. ${blurbs[body] ?? ''}`.trim(),
    ...options,
  };
}

/** A file's model with what its kind settles filled in. */
export function modelDef(blurbs: Record<string, string>, entry: ModelEntry): ModelDef {
  switch (entry.kind) {
    case 'cars': {
      const { kind, name, body, price, badges, fuels, drives, seats, ...rest } = entry;
      return model(blurbs, kind, { name, body, price, badges }, fuels, drives, seats, rest);
    }
    case 'motorcycles': {
      const { kind, name, body, price, badges, ...rest } = entry;
      const bikeFuels: readonly Fuel[] = /LiveWire|CE 04|Freeride E/.test(name) ? ['Electric'] : ['Petrol'];
      const seats = body === 'sports' || body === 'dirt' ? 1 : 2;
      return model(blurbs, kind, { name, body, price, badges }, bikeFuels, ['RWD'], seats, {
        manualRate: body === 'scooter' || bikeFuels[0] === 'Electric' ? 0 : 1,
        ...rest,
      });
    }
    case 'rvs': {
      const { kind, name, body, price, badges, berths, ...rest } = entry;
      const towed = body === 'caravan' || body === 'camper-trailer';
      const drives: readonly Drive[] = towed ? [] : body === 'campervan' ? ['FWD'] : ['RWD'];
      return model(blurbs, kind, { name, body, price, badges }, towed ? [] : ['Diesel'], drives, berths, rest);
    }
    case 'trucks': {
      const { kind, name, body, price, badges, fuels = ['Diesel'], ...rest } = entry;
      const drives: readonly Drive[] = body === 'tipper' ? ['4WD', 'RWD'] : ['RWD'];
      return model(blurbs, kind, { name, body, price, badges }, fuels, drives, body === 'cab-chassis' || body === 'van' ? 3 : 2, { manualRate: 0.2, ...rest });
    }
  }
}

/** A parsed object with its keys in the file's order (the schema lists them in its own). */
function inFileOrder<T extends object>(raw: object, parsed: T): T {
  return Object.fromEntries(Object.keys(raw).map((key) => [key, parsed[key as keyof T]])) as T;
}

function readYaml(file: string): unknown {
  return YAML.parse(fs.readFileSync(path.join(DEMO_CATALOGUE_DIR, file), 'utf8'));
}

/** Reads and checks data/catalogue; a file that does not fit its schema stops the seed with its name. */
function readCatalogue(): MakeDef[] {
  const blurbs = bodiesSchema.parse(readYaml('bodies.yaml'));
  const makeFiles = fs
    .readdirSync(DEMO_CATALOGUE_DIR)
    .filter((file) => /^\d+-[a-z0-9-]+\.yaml$/.test(file))
    .sort();
  return makeFiles.map((file) => {
    const make = makeFileSchema.safeParse(readYaml(file));
    if (!make.success) throw new Error(`data/catalogue/${file}: ${z.prettifyError(make.error)}`);
    const models = make.data.models.map((raw, index) => {
      const entry = modelEntrySchema.safeParse(raw);
      if (!entry.success) throw new Error(`data/catalogue/${file}, model ${index + 1}: ${z.prettifyError(entry.error)}`);
      return modelDef(blurbs, inFileOrder(raw as object, entry.data));
    });
    return { name: make.data.name, slug: make.data.slug, models };
  });
}

export const CATALOGUE: MakeDef[] = readCatalogue();

export function findMake(name: string): MakeDef {
  const make = CATALOGUE.find((m) => m.name === name);
  if (!make) throw new Error(`Unknown make in the demo catalogue: ${name}`);
  return make;
}
