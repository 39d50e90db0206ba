'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ALERT_DEFAULT_MIN_SCORE, type TAlertFrequency } from '~/domain/alert-settings';
import { SegmentedChoice } from '~/components/segmented-choice';
import { TextInput } from '~/components/ui/inputs';
import { useEarlyText } from '~/components/ui/typed-early';
import { Card, Group, Stack, Text, Title } from '~/components/ui/layout';
import { Alert, Button } from '~/components/ui/controls';
import { Switch } from '~/components/ui/switch';
import { api } from '~/trpc/react';
import { UnavailableCard } from './unavailable-card';

/** A score of up to three digits needs a narrow box; its label and help keep the card's width. */
const SCORE_BOX = { maxWidth: '10rem' };

/** The browser's IANA time zone, sent with the setting so alerts go out in the person's morning. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Match alerts by email: how often (off by default) and the lowest match score listed; and the day-before reminders. */
export function AlertsCard() {
  const t = useTranslations('matchAlerts');
  const utils = api.useUtils();
  const settings = api.alerts.settings.useQuery();
  // What the person changed; until then, what is stored.
  const [edits, setEdits] = useState<{ frequency?: TAlertFrequency; minScore?: string; reminders?: boolean }>({});
  const frequency = edits.frequency ?? settings.data?.frequency ?? 'off';
  const reminders = edits.reminders ?? settings.data?.reminders ?? false;
  const minScore = edits.minScore ?? String(settings.data?.min_score ?? ALERT_DEFAULT_MIN_SCORE);
  const save = api.alerts.save.useMutation({ onSuccess: () => void utils.alerts.settings.invalidate() });
  const score = Number(minScore);
  const isScoreValid = /^\d{1,3}$/.test(minScore) && score >= 0 && score <= 100;
  const scoreId = useId();
  // Typed before the page's code ran (a slow phone): a save sends what the box shows.
  useEarlyText(scoreId, minScore, (typed) => setEdits((current) => ({ ...current, minScore: typed })));
  if (settings.data && !settings.data.available) return <UnavailableCard title={t('title')} text={t('unavailable')} testId="alerts-card" />;
  return (
    <Card data-testid="alerts-card">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        {settings.data && !settings.data.hasResume ? <Text size="sm">{t('needsResume')}</Text> : null}
        <SegmentedChoice
          label={t('frequency')}
          value={frequency}
          data={[
            { value: 'off', label: t('off') },
            { value: 'daily', label: t('daily') },
            { value: 'weekly', label: t('weekly') },
          ]}
          onChange={(value) => setEdits((current) => ({ ...current, frequency: value }))}
        />
        <TextInput
          id={scoreId}
          label={t('minScore')}
          description={t('minScoreHelp')}
          inputMode="numeric"
          value={minScore}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setEdits((current) => ({ ...current, minScore: value }));
          }}
          style={SCORE_BOX}
          data-testid="alerts-min-score"
        />
        <Switch
          label={t('reminders')}
          description={t('remindersHelp')}
          checked={reminders}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setEdits((current) => ({ ...current, reminders: checked }));
          }}
          data-testid="alerts-reminders"
        />
        {settings.data?.time_zone ? (
          <Text size="sm" c="dimmed" data-testid="alerts-time-zone">
            {t('timeZone', { zone: settings.data.time_zone })}
          </Text>
        ) : null}
        {save.isSuccess ? (
          <Alert color="teal" role="status" data-testid="alerts-saved">
            {t('saved')}
          </Alert>
        ) : null}
        {save.isError ? (
          <Alert color="red" role="alert">
            {t('failed')}
          </Alert>
        ) : null}
        <Group>
          <Button
            loading={save.isPending}
            disabled={!isScoreValid}
            onClick={() => save.mutate({ frequency, min_score: score, time_zone: browserTimeZone(), reminders })}
            data-testid="alerts-save"
          >
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
