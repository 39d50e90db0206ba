/** Liveness for the start script and load balancers. */
export function GET() {
  return Response.json({ ok: true });
}
