import { getDeps } from '~/server/deps';

/** Rumbo's jobs/user, applications and resume-matching APIs over HTTP (SPEC §7), for other clients and self-hosters. */
const handle = (request: Request) => getDeps().platform(request);

export const dynamic = 'force-dynamic';
export { handle as GET, handle as POST, handle as PUT, handle as PATCH };
