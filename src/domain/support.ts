// Plain rules, no validation library: the support page's bundle carries this file. The schema the
// server applies is in ./support-schema.ts.
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

export type TSupportRequestInput = { topic: TSupportTopic; message: string; reply_email: string };

/** What a form sends: its topic, and its message and address trimmed. Only for a form without problems. */
export const supportRequest = (form: TSupportForm & { topic: TSupportTopic }): TSupportRequestInput => ({
  topic: form.topic,
  message: form.message.trim(),
  reply_email: form.reply_email.trim(),
});

/** The request a form sends, or null while `supportFormErrors` finds a problem. */
export function supportRequestOf(form: TSupportForm): TSupportRequestInput | null {
  return isTopic(form.topic) && Object.keys(supportFormErrors(form)).length === 0 ? supportRequest({ ...form, topic: form.topic }) : null;
}
