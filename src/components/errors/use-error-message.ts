'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { errorMessage, type TErrorContext, type TErrorMessage } from '~/domain/error-message';

/** Turns a message (catalogue key plus values) into text in the current language. */
export function useMessageText(): (message: TErrorMessage) => string {
  const t = useTranslations();
  return useCallback((message: TErrorMessage) => t(message.key, message.values), [t]);
}

/** The one way the screens turn a failed call into text: `errorText(error, 'auth')`. */
export function useErrorMessage(): (error: unknown, context: TErrorContext) => string {
  const text = useMessageText();
  return useCallback((error: unknown, context: TErrorContext) => text(errorMessage(error, context)), [text]);
}
