'use client';

import { serverRenderedPart } from '~/components/lazy-part';

/** /auth for a signed-in visitor; its code (the refusal screen's too) is not part of the sign-in page's. */
export const SignedInPart = serverRenderedPart(() => import('./steps/signed-in-card').then((module) => module.SignedInCard));
