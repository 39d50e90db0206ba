'use client';

import { PlainGroup, PlainText } from '../plain/layout';
import { PlainLinkButton } from '../plain/mantine-markup';

/** Nothing here yet, and the one step that changes it. */
export function EmptyState({ text, action, href, testId }: { text: string; action: string; href: string; testId: string }) {
  return (
    <PlainGroup gap="sm" data-testid={testId}>
      <PlainText size="sm" c="dimmed">
        {text}
      </PlainText>
      <PlainLinkButton href={href} size="xs" variant="light">
        {action}
      </PlainLinkButton>
    </PlainGroup>
  );
}
