import { z } from 'zod';
import { isPhotoId } from './names';

/**
 * The changes the console's photo manager sends (PATCH): the whole order after a drag, one photo a
 * step up or down (the buttons), or the main photo. The client builds its bodies from these types
 * and the server parses with this schema, so both speak one shape.
 */
const photoId = z.string().refine(isPhotoId, 'Choose one of this car\'s photos.');

export const photoChangeSchema = z.union([
  z.object({ order: z.array(photoId).min(1, 'List the photos in their new order.').max(200) }).strict(),
  z.object({ move: z.object({ photoId, step: z.union([z.literal(-1), z.literal(1)], { error: 'Move a photo one place up (-1) or down (1).' }) }).strict() }).strict(),
  z.object({ main: photoId }).strict(),
]);

export type PhotoChange = z.infer<typeof photoChangeSchema>;
