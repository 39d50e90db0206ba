'use client';

import { lazyPart } from '~/components/lazy-part';

/** The "Save from other sites" card, in a chunk of its own: /settings keeps its script budget. */
export const ExtensionPart = lazyPart(() => import('./extension-card').then((module) => module.ExtensionCard));
