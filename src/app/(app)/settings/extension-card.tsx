'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { TextInput } from '~/components/ui/inputs';
import { Anchor, Card, Group, Stack, Text, Title } from '~/components/ui/layout';
import { Alert, Button } from '~/components/ui/controls';
import { bookmarklet, EXTENSION_DOWNLOAD } from '~/domain/extension';
import { api } from '~/trpc/react';
import { UnavailableCard } from './unavailable-card';
import { useShownOnce } from './use-shown-once';

/**
 * "Save from other sites": connect the browser extension (a key shown once, only its hash kept),
 * disconnect it, and the bookmarklet for browsers without the extension.
 */
export function ExtensionCard() {
  const t = useTranslations('extension');
  const format = useFormatter();
  const utils = api.useUtils();
  const state = api.extension.state.useQuery();
  const secret = useShownOnce();
  const connect = api.extension.connect.useMutation({
    onSuccess: (issued) => {
      secret.issued(issued.token);
      void utils.extension.state.invalidate();
    },
  });
  const revoke = api.extension.revoke.useMutation({
    onSuccess: () => {
      secret.revoked();
      void utils.extension.state.invalidate();
    },
  });
  const isActive = state.data?.active ?? false;
  const origin = window.location.origin;
  if (state.data && !state.data.available) return <UnavailableCard title={t('title')} text={t('unavailable')} testId="extension-card" />;
  return (
    <Card data-testid="extension-card">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        {state.data ? (
          <Text size="sm" data-testid="extension-state">
            {isActive && state.data.created_at !== null ? t('stateActive', { date: format.dateTime(state.data.created_at, { dateStyle: 'long' }) }) : t('stateNone')}
          </Text>
        ) : null}
        {secret.shown ? (
          <Stack gap="xs">
            <TextInput
              label={t('tokenLabel')}
              description={t('tokenHelp', { url: origin })}
              value={secret.shown}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              data-testid="extension-token"
            />
            <Group>
              <Button variant="light" onClick={secret.copy}>
                {secret.isCopied ? t('copied') : t('copy')}
              </Button>
            </Group>
          </Stack>
        ) : null}
        {secret.isRevoked && !isActive ? (
          <Alert color="teal" role="status" data-testid="extension-revoked">
            {t('revoked')}
          </Alert>
        ) : null}
        {connect.isError || revoke.isError ? (
          <Alert color="red" role="alert">
            {t('failed')}
          </Alert>
        ) : null}
        <Group>
          <Button variant={isActive ? 'default' : 'filled'} loading={connect.isPending} disabled={!state.data} onClick={() => connect.mutate()}>
            {isActive ? t('reconnect') : t('connect')}
          </Button>
          {isActive ? (
            <Button variant="subtle" color="red" loading={revoke.isPending} onClick={() => revoke.mutate()}>
              {t('revoke')}
            </Button>
          ) : null}
        </Group>
        <Title order={3} fz="md">
          {t('installTitle')}
        </Title>
        <Text size="sm">
          {/* A file, not a page: a plain link, so the browser downloads it instead of navigating. */}
          <Anchor href={EXTENSION_DOWNLOAD} download="rumbo-extension.zip" data-testid="extension-download" fw={600}>
            {t('download')}
          </Anchor>
        </Text>
        <Text size="sm">{t('installHelp')}</Text>
        <Title order={3} fz="md">
          {t('bookmarkletTitle')}
        </Title>
        <Text size="sm">{t('bookmarkletHelp')}</Text>
        <Text size="sm">
          {/* React refuses javascript: addresses in props, so the link gets its address from the DOM; on Rumbo itself a click does nothing. */}
          <Anchor
            ref={(node) => node?.setAttribute('href', bookmarklet(origin, t('bookmarkletBlocked')))}
            onClick={(event) => event.preventDefault()}
            data-testid="extension-bookmarklet"
            fw={600}
          >
            {t('bookmarklet')}
          </Anchor>
        </Text>
        <Text size="sm" c="dimmed">
          {t('bookmarkletPolicy')}
        </Text>
      </Stack>
    </Card>
  );
}
