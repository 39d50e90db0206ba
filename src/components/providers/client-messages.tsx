import { getMessages } from 'next-intl/server';
import type { AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { CLIENT_NAMESPACES, pickNamespaces, type TClientMessagesScope } from '~/i18n/client-namespaces';
import { MoreMessages } from './more-messages';

/** Gives the client components below the namespaces of `scope` (src/i18n/client-namespaces.ts), on top of those above. */
export async function ClientMessages({ scope, children }: { scope: Exclude<TClientMessagesScope, 'root'>; children: ReactNode }) {
  const messages = (await getMessages()) as AbstractIntlMessages;
  return <MoreMessages messages={pickNamespaces(messages, CLIENT_NAMESPACES[scope]) as AbstractIntlMessages}>{children}</MoreMessages>;
}
