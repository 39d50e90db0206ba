'use client';

import { lazyPart } from '../lazy-part';

export type TDataResource = 'jobs' | 'applications' | 'data';
export type TDataErrorProps = { error: unknown; resource: TDataResource; onRetry?: () => void };

/**
 * The error state of a list: its docs/product-rules.md §8 catalogue message and a retry; the list itself is not
 * shown. Failed queries are asked again by the browser (the server's cache hands over only data),
 * so it only ever shows there, and its code, with the whole error catalogue, loads when it does.
 */
export const DataError = lazyPart<TDataErrorProps>(() => import('./data-error-alert').then((module) => module.DataErrorAlert));
