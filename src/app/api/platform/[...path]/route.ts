import { env, isLoopbackUrl } from '~/env';
import { clientAddress } from '~/server/api/request-session';
import { getDeps } from '~/server/deps';
import { isLoopbackAddress, LOCAL_ONLY_ANSWER } from '~/server/platform/http/local-only';

/** The local identity service signs with a key anyone can read: its tokens prove nothing beyond this machine. */
const isLocalIdentity = isLoopbackUrl(env.COGNITO_ENDPOINT);

/** Rumbo's jobs/user, applications and resume-matching APIs over HTTP (docs/product-rules.md §7), for other clients and self-hosters. */
const handle = async (request: Request) => {
  if (isLocalIdentity && !isLoopbackAddress(clientAddress(request.headers))) return LOCAL_ONLY_ANSWER();
  return getDeps().platform(request);
};

export const dynamic = 'force-dynamic';
export { handle as GET, handle as POST, handle as PUT, handle as PATCH };
