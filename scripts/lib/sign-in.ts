/** Signs in over HTTP as the /auth page does (ticket, then next-auth's callback) and answers the session cookies. */
export async function signIn(base: string, user: { email: string; password: string }): Promise<string> {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const step = await fetch(`${base}/api/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.email, password: user.password }),
  });
  const { ticket } = ((await step.json()) as { result: { data: { ticket: string } } }).result.data;
  const csrf = await fetch(`${base}/api/auth/csrf`);
  remember(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const callback = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie() },
    body: new URLSearchParams({ csrfToken, ticket, json: 'true' }),
    redirect: 'manual',
  });
  remember(callback);
  return cookie();
}
