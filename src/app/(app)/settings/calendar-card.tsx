'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { TextInput } from '~/components/ui/inputs';
import { Card, Group, Stack, Text, Title } from '~/components/ui/layout';
import { Alert, Button } from '~/components/ui/controls';
import { api } from '~/trpc/react';
import { useShownOnce } from './use-shown-once';

/**
 * The private calendar feed: create (or replace) a link to every interview and follow-up date,
 * copy it while it is shown (only the hash is kept, so it is shown once), revoke it.
 */
export function CalendarCard() {
  const t = useTranslations('calendar');
  const format = useFormatter();
  const utils = api.useUtils();
  const feed = api.calendar.feed.useQuery();
  const secret = useShownOnce();
  const create = api.calendar.createFeed.useMutation({
    onSuccess: (created) => {
      secret.issued(created.url);
      void utils.calendar.feed.invalidate();
    },
  });
  const revoke = api.calendar.revokeFeed.useMutation({
    onSuccess: () => {
      secret.revoked();
      void utils.calendar.feed.invalidate();
    },
  });
  const isActive = feed.data?.active ?? false;
  return (
    <Card data-testid="calendar-card">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('feedTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('feedIntro')}
        </Text>
        {feed.data ? (
          <Text size="sm" data-testid="calendar-state">
            {isActive && feed.data.created_at !== null ? t('feedActive', { date: format.dateTime(feed.data.created_at, { dateStyle: 'long' }) }) : t('feedNone')}
          </Text>
        ) : null}
        {secret.shown ? (
          <Stack gap="xs">
            <TextInput
              label={t('urlLabel')}
              description={t('urlHelp')}
              value={secret.shown}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              data-testid="calendar-url"
            />
            <Group>
              <Button variant="light" onClick={secret.copy}>
                {secret.isCopied ? t('copied') : t('copy')}
              </Button>
            </Group>
          </Stack>
        ) : null}
        {secret.isRevoked && !isActive ? (
          <Alert color="teal" role="status" data-testid="calendar-revoked">
            {t('revoked')}
          </Alert>
        ) : null}
        {create.isError || revoke.isError ? (
          <Alert color="red" role="alert">
            {t('failed')}
          </Alert>
        ) : null}
        <Group>
          <Button
            variant={isActive ? 'default' : 'filled'}
            loading={create.isPending}
            disabled={!feed.data}
            onClick={() => create.mutate({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC' })}
          >
            {isActive ? t('replace') : t('create')}
          </Button>
          {isActive ? (
            <Button variant="subtle" color="red" loading={revoke.isPending} onClick={() => revoke.mutate()}>
              {t('revoke')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
