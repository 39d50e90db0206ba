import { createAccountFlows } from './account';
import { createMfaFlows } from './mfa';
import { createSessionFlows } from './sessions';
import { createSignInFlows } from './sign-in';
import type { TAuthFlowDeps } from './shared';
import { openTicket } from './tickets';

export { authFailure, type TAuthCall } from './errors';
export { totpUri, type TAuthFlowDeps, type TAuthStep, type TCodeDeliveryDetails } from './shared';
export { openTicket, type TSignedIn } from './tickets';

/** Every identity flow of docs/product-rules.md §4/§5, on the server. Tokens leave only as a sealed one-minute ticket. */
export function createAuthFlows(deps: TAuthFlowDeps) {
  const signIn = createSignInFlows(deps);
  return {
    ...signIn,
    ...createAccountFlows(deps, signIn),
    ...createMfaFlows(deps),
    ...createSessionFlows(deps),
    openTicket: (ticket: string) => openTicket(deps.sealer, ticket),
  };
}
export type TAuthFlows = ReturnType<typeof createAuthFlows>;
