import { z } from 'zod';
import { labelJob, labelPreferences } from '~/domain/jobs/labels';
import { ZInBoth, ZJobLabels } from '~/domain/jobs/schema';
import { labelMatch } from '~/domain/matching/labels';
import { statedRules } from '~/domain/matching/stated-rules';
import { ZMatchRequest, ZPersonUploadInput, ZRankedJob, ZRequestId, ZStatedRule } from '~/domain/resume-matching-schema';
import { ZChallenge } from '../../platform/resume-matching/captcha';
import { deletePastMatch, listPastMatches, ZPastMatch } from '../../services/past-matches';
import { RESUME_MAX } from '../../sources/types';
import { createTRPCRouter, dataProcedure } from '../trpc';

const ZResume = z.object({ resume_text: z.string(), hasResume: z.boolean() });

/**
 * The request with its ranked jobs' places and fields, and each match's skills and reason, named in both interface
 * languages (domain/jobs/labels.ts, domain/matching/labels.ts),
 * and the rules the resume states about where and how the person works (docs/product-rules.md §4.10).
 */
const ZLabelledMatchRequest = ZMatchRequest.extend({
  result: z
    .object({
      resume_text: z.string(),
      matches: z.array(ZRankedJob.extend({ job: ZRankedJob.shape.job.extend({ labels: ZJobLabels }) })),
      rules: z.array(ZStatedRule),
      /** The person's job preferences, which every match must fit, named in both languages: an empty result says they narrowed it. */
      preferences: z.object({ locations: z.array(ZInBoth), fields: z.array(ZInBoth) }),
    })
    .nullish(),
});

export const resumeRouter = createTRPCRouter({
  /** docs/product-rules.md §7 GET /user/resume; hasResume is true when the stored text is non-empty (docs/product-rules.md §3). */
  get: dataProcedure.output(ZResume).query(({ ctx }) => ctx.jobs.resume(ctx.caller)),
  /** docs/product-rules.md §7 PUT /user/resume (body resume_file); answers what is now stored. */
  save: dataProcedure
    .input(z.object({ resume_text: z.string().max(RESUME_MAX) }))
    .output(ZResume)
    .mutation(async ({ ctx, input: { resume_text } }) => {
      await ctx.jobs.saveResume(ctx.caller, resume_text);
      return { resume_text, hasResume: resume_text.trim().length > 0 };
    }),
  /** A fresh ALTCHA proof-of-work challenge for the upload widget (single use, five minutes). */
  challenge: dataProcedure.output(ZChallenge).query(({ ctx }) => ctx.captcha.challenge()),
  /** docs/product-rules.md §7 POST /resume-to-jobs-upload: refusals are BAD_REQUEST with `data.reason`; matching then runs off the request. */
  upload: dataProcedure
    .input(ZPersonUploadInput)
    .output(z.object({ request_id: z.string() }))
    .mutation(({ ctx, input }) => ctx.resumeMatching.upload(ctx.caller, input)),
  /** docs/product-rules.md §7 GET /resume-to-jobs-request: progress, then the ranked jobs; NOT_FOUND (reason expired) when unknown or not the caller's. */
  request: dataProcedure
    .input(z.object({ request_id: ZRequestId }))
    .output(ZLabelledMatchRequest)
    .query(async ({ ctx, input }) => {
      const request = await ctx.resumeMatching.request(ctx.caller, input.request_id);
      const result = request.result;
      return {
        ...request,
        result: result && {
          ...result,
          matches: result.matches.map((match) => labelMatch({ ...match, job: labelJob(match.job) })),
          rules: statedRules(result.resume_text),
          preferences: labelPreferences({ locations: ctx.user.job_preferences?.locations ?? [], fields: ctx.user.job_preferences?.fields ?? [] }),
        },
      };
    }),
  /** The caller's recent resume matches on Rumbo's own source (kept 24 hours), newest first, with their best jobs. */
  pastMatches: dataProcedure.output(z.array(ZPastMatch)).query(({ ctx }) => listPastMatches(ctx, ctx.user)),
  /** Deletes one of the caller's resume matches; NOT_FOUND when the id is not theirs. */
  deletePastMatch: dataProcedure
    .input(z.object({ request_id: ZRequestId }))
    .output(z.object({ request_id: z.string() }))
    .mutation(async ({ ctx, input: { request_id } }) => {
      await deletePastMatch(ctx, ctx.user, request_id);
      return { request_id };
    }),
});
