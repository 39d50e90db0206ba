'use client';

import { lazyPart } from '../lazy-part';

/** The expiry warning, loaded only for a subscription the server found ending soon (it shows nothing on the server's render). */
export const ExpiryWarningPart = lazyPart(() => import('./expiry-warning').then((module) => module.ExpiryWarning));
