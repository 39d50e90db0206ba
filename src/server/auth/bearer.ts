/** The token of an `Authorization: Bearer <token>` header (scheme case-insensitive), or undefined. */
export function bearerToken(header: string | null): string | undefined {
  return header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
}
