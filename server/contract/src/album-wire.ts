import { z } from 'zod';
import type * as Api from './api.generated';
import { sameFields, withoutNulls, type NullsAsAbsent } from './wire-fields';

/** The site's phase (DESIGN 3.8). */
const sitePhaseSchema = z.enum(['BEFORE', 'AFTER']);

/** GraphQL's SitePhase, read. */
export function sitePhaseOf(phase: Api.SitePhase): z.output<typeof sitePhaseSchema> {
  return sitePhaseSchema.parse(phase);
}

/**
 * The album's settings the hosts save (GraphQL's AlbumInput, DESIGN 3.8): their shape; the service
 * checks the closing date and says which field is wrong.
 */
const albumInputSchema = z.object({
  open: z.boolean(),
  uploadsUntil: z.string().optional(),
  guestsMayDownload: z.boolean().optional(),
});

/** GraphQL's AlbumInput, read; the compiler holds the SDL and the schema to the same fields. */
export function albumInputOf(input: Api.AlbumInput): z.output<typeof albumInputSchema> {
  return albumInputSchema.parse(
    sameFields<NullsAsAbsent<Api.AlbumInput>, z.input<typeof albumInputSchema>>(withoutNulls(input)),
  );
}

/** A photo's status (DESIGN 3.8). */
const photoStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED']);

/** GraphQL's PhotoStatus, read; undefined when none was given. */
export function photoStatusOf(
  status: Api.PhotoStatus | null | undefined,
): z.output<typeof photoStatusSchema> | undefined {
  return status == null ? undefined : photoStatusSchema.parse(status);
}
