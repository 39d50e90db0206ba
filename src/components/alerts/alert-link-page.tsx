import type { ReactNode } from 'react';
import { Button, LinkButton, Alert } from '~/components/ui/controls';
import { Card, Stack, Text, Title } from '~/components/ui/layout';
import { Center } from '~/components/ui/boxes';

/**
 * The page a signed alert link opens: it says what the button will do, and only the button (a
 * POST) does it, so a mail scanner that follows the link changes nothing.
 */
export function AlertLinkPage(props: {
  title: string;
  children?: ReactNode;
  /** The form's target and its button; absent once done or when refused. */
  action?: { url: string; label: string };
  /** A link onwards (the tracker) once done. */
  next?: { href: string; label: string };
  refusal?: string;
}) {
  return (
    <Center py="xl">
      <Card style={{ maxWidth: 520, width: '100%' }}>
        <Stack gap="md">
          <Title order={1}>{props.title}</Title>
          {props.refusal ? (
            <Alert color="red" data-testid="alert-link-refused">
              {props.refusal}
            </Alert>
          ) : (
            props.children
          )}
          {props.action && (
            <form method="post" action={props.action.url}>
              <Button type="submit" data-testid="alert-link-confirm">
                {props.action.label}
              </Button>
            </form>
          )}
          {props.next && <LinkButton href={props.next.href}>{props.next.label}</LinkButton>}
        </Stack>
      </Card>
    </Center>
  );
}

export const textOf = (text: string) => <Text>{text}</Text>;
