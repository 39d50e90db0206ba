// The extension's request body (zod), apart from ./extension.ts so that pages importing the rules carry no validation library.
import './zod-setup';
import { z } from 'zod';
import { ZOutsideJob, ZSalary } from './applications-schema';
import { EXTENSION_DESCRIPTION_MAX } from './extension';

/**
 * A job the extension saves: the outside-job form's fields with its limits (address, title,
 * company, place, status), and what a posting adds (salary, description, day posted).
 */
export const ZExtensionJob = ZOutsideJob.extend({
  salary: ZSalary.optional(),
  description: z.string().trim().max(EXTENSION_DESCRIPTION_MAX, `Description must be at most ${EXTENSION_DESCRIPTION_MAX} characters`).optional(),
  date_posted: z.iso.date('Invalid date').optional(),
});
export type TExtensionJob = z.infer<typeof ZExtensionJob>;
