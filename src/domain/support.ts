import './zod-setup';
import { z } from 'zod';
import { isEmail } from './sign-in';

/** What a support message is about; each has a label `support.form.topics.<topic>`. */
export const SUPPORT_TOPICS = ['subscription', 'billing', 'resume', 'account', 'privacy', 'other'] as const;
export type TSupportTopic = (typeof SUPPORT_TOPICS)[number];

/** Message length in characters, counted after trimming. */
export const SUPPORT_MESSAGE = { min: 10, max: 5000 } as const;
/** The longest address mail systems accept (RFC 5321 path limit). */
export const REPLY_EMAIL_MAX = 254;
/** Messages one account may send from /support in one sliding hour. */
export const SUPPORT_LIMIT = { perWindow: 5, windowMs: 3_600_000 } as const;

export type TSupportForm = { topic: string | null; message: string; reply_email: string };
export type TSupportField = keyof TSupportForm;
/** Each has a message `support.form.errors.<error>`. */
export type TSupportFieldError = 'topicRequired' | 'messageTooShort' | 'messageTooLong' | 'emailInvalid';

const isTopic = (value: string | null): value is TSupportTopic => (SUPPORT_TOPICS as readonly (string | null)[]).includes(value);

/** The problem of each field that has one; empty when the form may be sent. The server applies the same rules. */
export function supportFormErrors(form: TSupportForm): Partial<Record<TSupportField, TSupportFieldError>> {
  const errors: Partial<Record<TSupportField, TSupportFieldError>> = {};
  if (!isTopic(form.topic)) errors.topic = 'topicRequired';
  const message = form.message.trim();
  if (message.length < SUPPORT_MESSAGE.min) errors.message = 'messageTooShort';
  else if (message.length > SUPPORT_MESSAGE.max) errors.message = 'messageTooLong';
  const email = form.reply_email.trim();
  if (!isEmail(email) || email.length > REPLY_EMAIL_MAX) errors.reply_email = 'emailInvalid';
  return errors;
}

/**
 * `support.send` input: exactly the form's rules (supportFormErrors, each refusal named by its
 * error), then the message and address trimmed. The length caps only bound what is read.
 */
export const ZSupportRequestInput = z
  .object({ topic: z.enum(SUPPORT_TOPICS), message: z.string().max(SUPPORT_MESSAGE.max * 2), reply_email: z.string().max(REPLY_EMAIL_MAX * 2) })
  .superRefine((form, ctx) => {
    for (const [field, error] of Object.entries(supportFormErrors(form))) ctx.addIssue({ code: 'custom', path: [field], message: error });
  })
  .transform((form) => ({ topic: form.topic, message: form.message.trim(), reply_email: form.reply_email.trim() }));
export type TSupportRequestInput = z.output<typeof ZSupportRequestInput>;
