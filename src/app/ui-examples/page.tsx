import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '~/app/page-metadata';
import { Accordion } from '~/components/ui/accordion';
import { Center, Code, Divider, Paper } from '~/components/ui/boxes';
import { Alert, Badge, Button, CloseButton, LinkButton, Loader, type TButtonLook } from '~/components/ui/controls';
import { Anchor, AnchorButton, Card, Group, Stack, Text, Title, rem } from '~/components/ui/layout';
import { List } from '~/components/ui/list';
import { Progress } from '~/components/ui/progress';
import { Table, Tbody, Td, Th, Thead, Tr } from '~/components/ui/table';
import { SiteFooter } from '~/components/shell/site-footer';
import { InteractiveExamples } from './interactive-examples';
import { Section } from './section';

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await pageMetadata('uiExamples')), robots: { index: false, follow: false } };
}

const VARIANTS = ['filled', 'default', 'light', 'subtle', 'outline'] as const;
const SIZES = [
  ['compact-xs', 'compactXs'],
  ['xs', 'xs'],
  ['sm', 'sm'],
  ['md', 'md'],
] as const;
// Colours whose text keeps a contrast of 4.5:1 in that look (teal and blue fill too light a shade for white text, teal's light look too).
const FILLED = ['orange', 'red', 'sage', 'gray'] as const;
const LIGHT = ['orange', 'red', 'sage', 'gray', 'blue'] as const;
const BADGE_SIZES = ['xs', 'sm', 'md', 'lg'] as const;

/** Every component of src/components/ui in its variants, sizes and states, in the visitor's language: a page to look at, not linked from the app. */
export default async function UiExamplesPage() {
  const t = await getTranslations('uiExamples');
  const dot = (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
      <circle cx="5" cy="5" r="4" fill="currentColor" />
    </svg>
  );
  return (
    <>
      <main style={{ maxWidth: rem(960), marginInline: 'auto', padding: `${rem(48)} var(--mantine-spacing-md)` }}>
        <Stack gap="xl">
          <Stack gap="xs">
            <Title order={1}>{t('title')}</Title>
            <Text c="dimmed">{t('lead')}</Text>
          </Stack>

          <Section id="buttons" title={t('buttons.title')}>
            <Text fw={600} size="sm">
              {t('buttons.variants')}
            </Text>
            <Group gap="sm">
              {VARIANTS.map((variant) => (
                <Button key={variant} variant={variant}>
                  {t(`buttons.${variant}`)}
                </Button>
              ))}
            </Group>
            <Text fw={600} size="sm">
              {t('buttons.sizes')}
            </Text>
            <Group gap="sm">
              {SIZES.map(([size, key]) => (
                <Button key={size} size={size as TButtonLook['size']}>
                  {t(`buttons.${key}`)}
                </Button>
              ))}
            </Group>
            <Text fw={600} size="sm">
              {t('buttons.colours')}
            </Text>
            <Group gap="sm">
              {FILLED.map((color) => (
                <Button key={color} color={color}>
                  {t(`buttons.${color}`)}
                </Button>
              ))}
              <Button color="teal.9">{t('buttons.shade')}</Button>
              {LIGHT.map((color) => (
                <Button key={`light-${color}`} variant="light" color={color}>
                  {t(`buttons.${color}`)}
                </Button>
              ))}
            </Group>
            <Text fw={600} size="sm">
              {t('buttons.states')}
            </Text>
            <Group gap="sm">
              <Button disabled>{t('buttons.disabled')}</Button>
              <Button variant="default" disabled>
                {t('buttons.disabled')}
              </Button>
              <Button loading>{t('buttons.loading')}</Button>
              <Button variant="light" loading>
                {t('buttons.loading')}
              </Button>
              {/* As a button tapped before the page's code ran looks until that code takes the tap (early-submit.ts). */}
              <Button variant="default" data-early-tap="">
                {t('buttons.earlyTap')}
              </Button>
              <LinkButton href="/" variant="outline">
                {t('buttons.link')}
              </LinkButton>
              <CloseButton aria-label={t('buttons.close')} />
            </Group>
            <Button fullWidth variant="light">
              {t('buttons.fullWidth')}
            </Button>
            <Group gap="md">
              <Anchor href="https://rumbo.app" size="sm">
                {t('buttons.anchor')}
              </Anchor>
              <AnchorButton size="sm">{t('buttons.anchorButton')}</AnchorButton>
            </Group>
          </Section>

          <Section id="badges" title={t('badges.title')}>
            <Group gap="sm">
              {FILLED.map((color) => (
                <Badge key={color} color={color}>
                  {t('badges.filled')}
                </Badge>
              ))}
            </Group>
            <Group gap="sm">
              {LIGHT.map((color) => (
                <Badge key={color} color={color} variant="light">
                  {t('badges.light')}
                </Badge>
              ))}
            </Group>
            <Group gap="sm">
              {BADGE_SIZES.map((size) => (
                <Badge key={size} color="sage" size={size}>
                  {t(`badges.${size}`)}
                </Badge>
              ))}
            </Group>
          </Section>

          <Section id="notices" title={t('alerts.title')}>
            <Alert color="blue" role="status" title={t('alerts.infoTitle')}>
              {t('alerts.info')}
            </Alert>
            <Alert color="red" role="status" title={t('alerts.errorTitle')}>
              {t('alerts.error')}
            </Alert>
            <Alert color="sage" role="status" title={t('alerts.successTitle')}>
              {t('alerts.success')}
            </Alert>
            <Alert color="orange" role="note">
              {t('alerts.plain')}
            </Alert>
          </Section>

          <Section id="spinners" title={t('loaders.title')}>
            <Group gap="lg">
              <Loader size="xs" role="status" aria-label={t('loaders.label')} />
              <Loader size="sm" role="status" aria-label={t('loaders.label')} />
              <Loader role="status" aria-label={t('loaders.label')} />
              <Loader color="sage" role="status" aria-label={t('loaders.label')} />
            </Group>
          </Section>

          <Section id="text" title={t('text.title')}>
            <Title order={2} fz="h3">
              {t('text.heading2')}
            </Title>
            <Title order={3}>{t('text.heading3')}</Title>
            <Title order={4}>{t('text.heading4')}</Title>
            <Text>{t('text.body')}</Text>
            <Text size="sm">{t('text.small')}</Text>
            <Text size="sm" c="dimmed">
              {t('text.dimmed')}
            </Text>
            <Text fw={700}>{t('text.strong')}</Text>
            <Text size="sm" lineClamp={2} style={{ maxWidth: rem(320) }}>
              {t('text.clamped')}
            </Text>
            <Text size="sm">
              {t('text.code')} <Code>npm run build</Code>
            </Text>
          </Section>

          <Section id="layout" title={t('layout.title')}>
            <Card p="md">
              <Text size="sm">{t('layout.card')}</Text>
            </Card>
            <Paper p="md">
              <Text size="sm">{t('layout.paper')}</Text>
            </Paper>
            <Paper p="xs">
              <Center py="md">
                <Text size="sm">{t('layout.centred')}</Text>
              </Center>
            </Paper>
            <Group justify="space-between">
              <Badge color="gray" variant="light">
                {t('layout.first')}
              </Badge>
              <Badge color="gray" variant="light">
                {t('layout.second')}
              </Badge>
              <Badge color="gray" variant="light">
                {t('layout.third')}
              </Badge>
            </Group>
            <Divider />
          </Section>

          <Section id="lists" title={t('lists.title')}>
            <List
              items={[
                { key: 'met', content: t('lists.unordered'), icon: dot, c: 'teal.9', isMet: true },
                { key: 'unmet', content: t('lists.notMet'), icon: dot, c: 'gray.8', isMet: false },
              ]}
            />
            <List isOrdered items={(['step1', 'step2', 'step3'] as const).map((key) => ({ key, content: t(`lists.${key}`) }))} />
          </Section>

          <Section id="progress" title={t('progress.title')}>
            <Progress value={40} aria-label={t('progress.label')} />
            <Progress value={70} size="md" isStriped aria-label={t('progress.working')} />
          </Section>

          <Section id="table" title={t('table.title')}>
            <Table aria-label={t('table.caption')}>
              <Thead>
                <Tr>
                  <Th>{t('table.job')}</Th>
                  <Th>{t('table.company')}</Th>
                  <Th>{t('table.status')}</Th>
                </Tr>
              </Thead>
              <Tbody>
                {(['row1', 'row2', 'row3'] as const).map((row) => (
                  <Tr key={row}>
                    <Td>{t(`table.${row}Job`)}</Td>
                    <Td>{t(`table.${row}Company`)}</Td>
                    <Td>{t(`table.${row}Status`)}</Td>
                  </Tr>
                ))}
              </Tbody>
            </Table>
          </Section>

          <InteractiveExamples
            words={{
              buttons: { counter: t('buttons.counter'), count: t('buttons.count'), pressed: t('buttons.pressed', { count: '{{count}}' }) },
              pages: { title: t('pages.title'), previous: t('pages.previous'), next: t('pages.next'), current: t('pages.current', { page: '{{page}}', total: '{{total}}' }) },
              fields: {
                title: t('fields.title'),
                name: t('fields.name'),
                nameHint: t('fields.nameHint'),
                email: t('fields.email'),
                emailError: t('fields.emailError'),
                disabled: t('fields.disabled'),
                message: t('fields.message'),
                messageCount: t('fields.messageCount', { count: '{{count}}' }),
                password: t('fields.password'),
                showPassword: t('fields.showPassword'),
                topic: t('fields.topic'),
                topicChoose: t('fields.topicChoose'),
                topicBilling: t('fields.topicBilling'),
                topicAccount: t('fields.topicAccount'),
                topicError: t('fields.topicError'),
                remote: t('fields.remote'),
                remoteHint: t('fields.remoteHint'),
                alerts: t('fields.alerts'),
                locked: t('fields.locked'),
              },
              sheet: {
                title: t('sheet.title'),
                open: t('sheet.open'),
                panelTitle: t('sheet.panelTitle'),
                body: t('sheet.body'),
                close: t('sheet.close'),
                field: t('sheet.field'),
              },
              choices: {
                title: t('choices.title'),
                countries: t('choices.countries'),
                any: t('choices.any'),
                skills: t('choices.skills'),
                skillsHint: t('choices.skillsHint'),
                remove: t('choices.remove', { item: '{{item}}' }),
                nothingFound: t('choices.nothingFound'),
                groupAmericas: t('choices.groupAmericas'),
                groupEurope: t('choices.groupEurope'),
                peru: t('choices.peru'),
                mexico: t('choices.mexico'),
                chile: t('choices.chile'),
                spain: t('choices.spain'),
                portugal: t('choices.portugal'),
              },
            }}
          />

          <Section id="accordion" title={t('accordion.title')}>
            <Accordion
              order={3}
              data-testid="ui-accordion"
              items={(['1', '2', '3'] as const).map((n) => ({ value: n, question: t(`accordion.q${n}`), answer: <Text size="sm">{t(`accordion.a${n}`)}</Text> }))}
            />
          </Section>
        </Stack>
      </main>
      <SiteFooter year={new Date().getFullYear()} />
    </>
  );
}
