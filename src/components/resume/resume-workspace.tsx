'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { Stack } from '~/components/ui/layout';
import { preloadedPart } from '../lazy-part';
import { matchPhase } from './match-phase';
import { StoredResume } from './stored-resume';
import { UploadCard } from './upload-card';
import { useMatchRequest } from './use-match-request';

// The results (ranked job cards) show after a ranking only: their code loads while it runs, not with every visit.
const { Part: MatchResults, preload: preloadResults } = preloadedPart(() => import('./match-results').then((module) => module.MatchResults));

/** /resume: upload and match (with its results right below, also on a phone), then the stored resume. */
export function ResumeWorkspace() {
  // The running or finished request lives in the address, so a reload or a shared tab finds its results again.
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const requestId = params.get('request');
  const run = requestId ? { requestId, fileName: params.get('file') ?? '' } : null;
  const setRun = (next: { requestId: string; fileName: string } | null) =>
    router.replace(next ? `${pathname}?${new URLSearchParams({ request: next.requestId, file: next.fileName })}` : pathname, { scroll: false });
  const request = useMatchRequest(run?.requestId ?? null);
  const phase = matchPhase(run !== null, request.data, request.isError);
  const result = phase === 'done' ? request.data?.result : null;
  const isRunning = run !== null;
  useEffect(() => {
    if (isRunning) void preloadResults();
  }, [isRunning]);
  return (
    <Stack gap="lg">
      <UploadCard
        phase={phase}
        request={request.data}
        pollError={request.error}
        fileName={run?.fileName ?? ''}
        onStarted={(requestId, fileName) => setRun({ requestId, fileName })}
        onReset={() => setRun(null)}
      />
      {result && run ? (
        <Suspense fallback={null}>
          <MatchResults key={run.requestId} result={result} fileName={run.fileName} />
        </Suspense>
      ) : null}
      <StoredResume />
    </Stack>
  );
}
