// The schema of `support.send` (zod), apart from the rules in ./support.ts so that the support page's
// bundle carries no validation library.
import './zod-setup';
import { z } from 'zod';
import { REPLY_EMAIL_MAX, SUPPORT_MESSAGE, SUPPORT_TOPICS, supportFormErrors, supportRequest } from './support';

/**
 * `support.send` input: exactly the form's rules (supportFormErrors, each refusal named by its
 * error), then the message and address trimmed. The length caps only bound what is read.
 */
export const ZSupportRequestInput = z
  .object({ topic: z.enum(SUPPORT_TOPICS), message: z.string().max(SUPPORT_MESSAGE.max * 2), reply_email: z.string().max(REPLY_EMAIL_MAX * 2) })
  .superRefine((form, ctx) => {
    for (const [field, error] of Object.entries(supportFormErrors(form))) ctx.addIssue({ code: 'custom', path: [field], message: error });
  })
  .transform(supportRequest);
