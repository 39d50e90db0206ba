import { Anchor, Text } from '~/components/ui/layout';

/** A line of help ending in the support mail link ("Questions? Write to support"). */
export function SupportMailLine({ lead, link, email }: { lead: string; link: string; email: string }) {
  return (
    <Text size="sm">
      {lead}{' '}
      <Anchor href={`mailto:${email}`} c="orange.8" fw={600}>
        {link}
      </Anchor>
    </Text>
  );
}
