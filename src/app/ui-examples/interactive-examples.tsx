'use client';

import { useState } from 'react';
import { ChoicesInput } from '~/components/ui/choices';
import { Button } from '~/components/ui/controls';
import { TextInput, Textarea } from '~/components/ui/inputs';
import { Group, Stack, Text } from '~/components/ui/layout';
import { NativeSelect } from '~/components/ui/native-select';
import { Pagination } from '~/components/ui/pagination';
import { PasswordInput } from '~/components/ui/password-input';
import { SideSheet } from '~/components/ui/side-sheet';
import { Switch } from '~/components/ui/switch';
import { Section } from './section';

/** The examples' words, formatted on the server; `{{name}}` marks a value filled in here. */
type TWords = {
  buttons: Record<'counter' | 'count' | 'pressed', string>;
  pages: Record<'title' | 'previous' | 'next' | 'current', string>;
  fields: Record<
    | 'title'
    | 'name'
    | 'nameHint'
    | 'email'
    | 'emailError'
    | 'disabled'
    | 'message'
    | 'messageCount'
    | 'password'
    | 'showPassword'
    | 'topic'
    | 'topicChoose'
    | 'topicBilling'
    | 'topicAccount'
    | 'topicError'
    | 'remote'
    | 'remoteHint'
    | 'alerts'
    | 'locked',
    string
  >;
  sheet: Record<'title' | 'open' | 'panelTitle' | 'body' | 'close' | 'field', string>;
  choices: Record<
    'title' | 'countries' | 'any' | 'skills' | 'skillsHint' | 'remove' | 'nothingFound' | 'groupAmericas' | 'groupEurope' | 'peru' | 'mexico' | 'chile' | 'spain' | 'portugal',
    string
  >;
};

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));

const PAGES = 12;

/** The examples one can use: a counting button, page controls and every kind of field. */
export function InteractiveExamples({ words }: { words: TWords }) {
  const [presses, setPresses] = useState(0);
  const [page, setPage] = useState(1);
  const [message, setMessage] = useState('');
  const [topic, setTopic] = useState('');
  const [isRemote, setRemote] = useState(false);
  const [hasAlerts, setAlerts] = useState(true);
  const [countries, setCountries] = useState<string[]>(['pe']);
  const [skills, setSkills] = useState<string[]>(['SQL']);
  const [isSheetOpen, setSheetOpen] = useState(false);
  const { fields, choices, sheet } = words;
  return (
    <>
      <Section id="counter" title={words.buttons.counter}>
        <Group gap="sm">
          <Button onClick={() => setPresses((count) => count + 1)}>{words.buttons.count}</Button>
          <Text size="sm" role="status" data-testid="presses">
            {fill(words.buttons.pressed, { count: presses })}
          </Text>
        </Group>
      </Section>

      <Section id="pages" title={words.pages.title}>
        <nav aria-label={words.pages.title}>
          <Pagination total={PAGES} value={page} onChange={setPage} label={(control) => words.pages[control]} />
        </nav>
        <Text size="sm" role="status" data-testid="current-page">
          {fill(words.pages.current, { page, total: PAGES })}
        </Text>
      </Section>

      <Section id="fields" title={fields.title}>
        <Stack gap="md" style={{ maxWidth: 480 }}>
          <TextInput label={fields.name} description={fields.nameHint} autoComplete="name" />
          <TextInput label={fields.email} type="email" defaultValue="ana@" error={fields.emailError} required />
          <TextInput label={fields.disabled} defaultValue="Rumbo" disabled />
          <Textarea
            label={fields.message}
            minRows={3}
            maxRows={6}
            isDescriptionAfter
            description={fill(fields.messageCount, { count: message.length })}
            value={message}
            maxLength={500}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          <PasswordInput label={fields.password} toggleLabel={fields.showPassword} autoComplete="new-password" />
          <NativeSelect
            label={fields.topic}
            value={topic}
            error={topic ? undefined : fields.topicError}
            onChange={(event) => setTopic(event.currentTarget.value)}
            data={[
              { value: '', label: fields.topicChoose, disabled: true },
              { value: 'billing', label: fields.topicBilling },
              { value: 'account', label: fields.topicAccount },
            ]}
          />
          <Switch label={fields.remote} description={fields.remoteHint} checked={isRemote} onChange={(event) => setRemote(event.currentTarget.checked)} />
          <Switch label={fields.alerts} checked={hasAlerts} onChange={(event) => setAlerts(event.currentTarget.checked)} />
          <Switch label={fields.locked} checked disabled onChange={() => undefined} />
        </Stack>
      </Section>

      <Section id="choices" title={choices.title}>
        <Stack gap="md" style={{ maxWidth: 480 }}>
          <ChoicesInput
            label={choices.countries}
            value={countries}
            onChange={setCountries}
            placeholder={choices.any}
            isClearable
            max={3}
            data={[
              {
                group: choices.groupAmericas,
                items: [
                  { value: 'pe', label: choices.peru },
                  { value: 'mx', label: choices.mexico },
                  { value: 'cl', label: choices.chile },
                ],
              },
              {
                group: choices.groupEurope,
                items: [
                  { value: 'es', label: choices.spain },
                  { value: 'pt', label: choices.portugal },
                ],
              },
            ]}
            words={{ remove: (item) => fill(choices.remove, { item }), nothingFound: choices.nothingFound }}
          />
          <ChoicesInput
            label={choices.skills}
            description={choices.skillsHint}
            value={skills}
            onChange={setSkills}
            isFree
            max={5}
            data={['SQL', 'Python', 'React', 'TypeScript']}
            words={{ remove: (item) => fill(choices.remove, { item }), nothingFound: choices.nothingFound }}
          />
        </Stack>
      </Section>

      <Section id="sheet" title={sheet.title}>
        <Button variant="default" onClick={() => setSheetOpen(true)}>
          {sheet.open}
        </Button>
        <SideSheet opened={isSheetOpen} onClose={() => setSheetOpen(false)} title={sheet.panelTitle} closeLabel={sheet.close}>
          <Stack gap="md">
            <Text size="sm">{sheet.body}</Text>
            <TextInput label={sheet.field} />
          </Stack>
        </SideSheet>
      </Section>
    </>
  );
}
