import { z } from 'zod';
import { DEFAULT_APPLICATION_STATUS } from '~/domain/applications';
import { ZApplicationStatus } from '~/domain/applications-schema';
import { ZJobUrl } from '~/domain/jobs/schema';
import type { TApplicationsSource } from '../../sources/types';
import { json, parseOr400, readBody, type TRoute } from './http';

const ZSave = z.object({ job_url: ZJobUrl, status: ZApplicationStatus.default(DEFAULT_APPLICATION_STATUS) });

/** The applications API (docs/product-rules.md §7) over HTTP: a status change is the same POST as tracking. */
export function applicationsRoutes(applications: TApplicationsSource): Record<string, TRoute> {
  return {
    'GET /applications': {
      needsSubscription: true,
      handle: async ({ caller, query }) => {
        const raw = query.get('status');
        return json({ applications: await applications.list(caller, raw ? parseOr400(ZApplicationStatus, raw) : undefined) });
      },
    },
    'POST /applications': {
      needsSubscription: true,
      handle: async ({ caller, request }) => json({ application: await applications.save(caller, await readBody(request, ZSave)) }),
    },
  };
}
