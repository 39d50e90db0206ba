import { Card, Stack, Text, Title } from '~/components/ui/layout';

/** A settings card whose feature is off here (an external API is configured): its title and why. */
export function UnavailableCard({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <Card data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text size="sm">{text}</Text>
      </Stack>
    </Card>
  );
}
