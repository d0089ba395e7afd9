import type { ModelStatus } from '../catalogue';

/** SPEC 7 GET manufacturers/{id}.json: a make and its model range, in the SPEC's snake_case. */
export type ManufacturerData = {
  id: number;
  name: string;
  slug: string;
  logo_url: string | null;
  models: { id: number; name: string; slug: string; status: ModelStatus | null; image_url: string | null; short_description: string | null }[];
};

/** Null: the provider has no such manufacturer. */
export interface ManufacturerSource {
  manufacturer(id: number): Promise<ManufacturerData | null>;
}
