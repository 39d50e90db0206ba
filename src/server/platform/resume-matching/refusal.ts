import { AppError } from '~/domain/errors';
import { REFUSAL_MESSAGES, type TUploadReason } from '~/domain/resume-matching';

/**
 * An upload or poll refused for `reason`: BAD_INPUT with the SPEC §5 text where it has one
 * (NOT_FOUND for a request that is gone). The browser translates `resume.errors.<reason>`.
 */
export function refusal(reason: TUploadReason): AppError {
  return new AppError(reason === 'expired' ? 'NOT_FOUND' : 'BAD_INPUT', REFUSAL_MESSAGES[reason], { reason });
}
