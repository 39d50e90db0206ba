'use client';

import { Group, Text } from '@mantine/core';
import { PlainLinkButton } from '../plain/mantine-markup';

/** Nothing here yet, and the one step that changes it. */
export function EmptyState({ text, action, href, testId }: { text: string; action: string; href: string; testId: string }) {
  return (
    <Group gap="sm" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
      <PlainLinkButton href={href} size="xs" variant="light">
        {action}
      </PlainLinkButton>
    </Group>
  );
}
