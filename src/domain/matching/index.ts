import { indexJobs } from './index-jobs';
import { readResume } from './profile';
import { rank } from './rank';
import type { TMatcher } from './types';

export { indexJobs } from './index-jobs';
export { readResume, type TReadOptions } from './profile';
export { rank } from './rank';
export { FAMILIES, familyLabel, type TFamily } from './families';
export { WHERE_CODES, type TWhereCode } from './types';
export type { TJobIndex, TMatchExplanation, TMatcher, TMatchReason, TRankedJob, TRankOptions, TResumeProfile } from './types';

/** Reason codes `rank` answers with; each is a message key `matching.reasons.<code>`. */
export const REASON_CODES = ['skillsAndRole', 'skills', 'roleOneSkill', 'role', 'oneSkill', 'relatedRole', 'recent'] as const;
export type TReasonCode = (typeof REASON_CODES)[number];

/** The matching engine: pure, deterministic, no network, no model. Read a resume once, index jobs once, rank in a few ms. */
export const matcher: TMatcher = { readResume, indexJobs, rank };
