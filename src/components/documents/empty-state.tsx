'use client';

import { Group, Text } from '../ui/layout';
import { LinkButton } from '../ui/controls';

/** Nothing here yet, and the one step that changes it. */
export function EmptyState({ text, action, href, testId }: { text: string; action: string; href: string; testId: string }) {
  return (
    <Group gap="sm" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
      <LinkButton href={href} size="xs" variant="light">
        {action}
      </LinkButton>
    </Group>
  );
}
