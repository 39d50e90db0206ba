import {
  Accordion,
  Anchor,
  Box,
  Card,
  Center,
  Code,
  Group,
  List,
  NativeSelect,
  Paper,
  PasswordInput,
  Progress,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RuleList } from '~/components/auth/password-checklist';
import { PlainTextarea, PlainTextInput } from '~/components/plain/inputs';
import { PlainNativeSelect } from '~/components/plain/native-select';
import { PlainPasswordInput } from '~/components/plain/password-input';
import { PlainSwitch } from '~/components/plain/switch';
import { PlainAnchor, PlainAnchorButton, PlainCard, PlainGroup, PlainStack, PlainText, PlainTitle } from '~/components/plain/layout';
import { PlainCenter, PlainCode, PlainPaper, PlainUnstyledButton } from '~/components/plain/boxes';
import { PlainList } from '~/components/plain/list';
import { PlainProgress } from '~/components/plain/progress';
import { PlainAccordion } from '~/components/plain/accordion';
import { PlainTable, PlainTbody, PlainTd, PlainTh, PlainThead, PlainTr } from '~/components/plain/table';
import { mantine, normalized, plain } from '../helpers/markup';

const noop = () => undefined;

describe('Mantine’s layout and text components without their runtime', () => {
  it.each([{}, { size: 'sm', c: 'dimmed' }, { size: 'sm', c: 'dimmed', ta: 'center' }, { fw: 800, fz: 22, c: 'orange.7' }, { size: 'xs', fw: 600 }] as const)(
    'text looks as Mantine’s Text %o',
    (look) => {
      expect(plain(<PlainText {...look}>Hello</PlainText>)).toBe(mantine(<Text {...look}>Hello</Text>));
      expect(
        plain(
          <PlainText {...look} component="span" data-testid="t">
            Hello
          </PlainText>,
        ),
      ).toBe(
        mantine(
          <Text {...look} component="span" data-testid="t">
            Hello
          </Text>,
        ),
      );
    },
  );

  it.each([{ order: 1, fz: 24 }, { order: 2, fz: 'lg' }, { order: 2 }, { order: 3, fz: 'md' }] as const)('a heading looks as Mantine’s Title %o', (look) => {
    expect(plain(<PlainTitle {...look}>Title</PlainTitle>)).toBe(mantine(<Title {...look}>Title</Title>));
    // A style of the caller's adds to the heading's own.
    expect(
      plain(
        <PlainTitle {...look} style={{ scrollMarginTop: 80 }}>
          Title
        </PlainTitle>,
      ),
    ).toBe(
      mantine(
        <Title {...look} style={{ scrollMarginTop: 80 }}>
          Title
        </Title>,
      ),
    );
  });

  it('stacks, groups, cards and centred boxes look as Mantine’s', () => {
    expect(plain(<PlainStack>x</PlainStack>)).toBe(mantine(<Stack>x</Stack>));
    expect(
      plain(
        <PlainStack gap={6} align="center" data-testid="s">
          x
        </PlainStack>,
      ),
    ).toBe(
      mantine(
        <Stack gap={6} align="center" data-testid="s">
          x
        </Stack>,
      ),
    );
    for (const gap of ['xs', 'sm', 'lg'] as const) expect(plain(<PlainStack gap={gap}>x</PlainStack>)).toBe(mantine(<Stack gap={gap}>x</Stack>));
    const groupLooks = [{}, { gap: 'xs', justify: 'space-between', wrap: 'nowrap' }, { justify: 'space-between', wrap: 'nowrap', align: 'flex-start' }] as const;
    for (const look of groupLooks) expect(plain(<PlainGroup {...look}>x</PlainGroup>)).toBe(mantine(<Group {...look}>x</Group>));
    expect(plain(<PlainCard>x</PlainCard>)).toBe(
      mantine(
        <Card withBorder radius="md" p="lg">
          x
        </Card>,
      ),
    );
    expect(
      plain(
        <PlainCenter py="lg" data-testid="c">
          x
        </PlainCenter>,
      ),
    ).toBe(
      mantine(
        <Center py="lg" data-testid="c">
          x
        </Center>,
      ),
    );
    expect(plain(<PlainCode data-testid="k">ABC</PlainCode>)).toBe(mantine(<Code data-testid="k">ABC</Code>));
    expect(
      plain(
        <PlainCard p="xs" radius="sm" draggable style={{ cursor: 'grab' }}>
          x
        </PlainCard>,
      ),
    ).toBe(
      mantine(
        <Card withBorder p="xs" radius="sm" draggable style={{ cursor: 'grab' }}>
          x
        </Card>,
      ),
    );
    expect(
      plain(
        <PlainPaper p="sm" style={{ minHeight: 'calc(10rem * var(--mantine-scale))', minWidth: '0rem', background: 'var(--mantine-color-gray-0)' }}>
          x
        </PlainPaper>,
      ),
    ).toBe(
      mantine(
        <Paper withBorder p="sm" radius="md" mih={160} miw={0} bg="var(--mantine-color-gray-0)">
          x
        </Paper>,
      ),
    );
  });

  it('a clamped text and a plain list look as Mantine’s', () => {
    expect(
      plain(
        <PlainText size="sm" lineClamp={6} style={{ whiteSpace: 'pre-wrap' }}>
          x
        </PlainText>,
      ),
    ).toBe(
      mantine(
        <Text size="sm" lineClamp={6} style={{ whiteSpace: 'pre-wrap' }}>
          x
        </Text>,
      ),
    );
    expect(
      plain(
        <PlainList
          items={[
            { key: 'a', content: 'First' },
            { key: 'b', content: 'Second' },
          ]}
        />,
      ),
    ).toBe(
      mantine(
        <List size="sm" spacing={2}>
          <List.Item>First</List.Item>
          <List.Item>Second</List.Item>
        </List>,
      ),
    );
    expect(plain(<PlainList isOrdered data-testid="steps" items={[{ key: 'a', content: 'First' }]} />)).toBe(
      mantine(
        <List type="ordered" spacing="sm" data-testid="steps">
          <List.Item>First</List.Item>
        </List>,
      ),
    );
  });

  it('a section card, a progress bar and an unstyled button look as Mantine’s', () => {
    expect(
      plain(
        <PlainCard p="md" bg="orange.0" component="section" aria-labelledby="h">
          x
        </PlainCard>,
      ),
    ).toBe(
      mantine(
        <Card withBorder radius="md" p="md" bg="orange.0" component="section" aria-labelledby="h">
          x
        </Card>,
      ),
    );
    expect(
      plain(
        <PlainTitle order={2} fz="h3">
          Upload
        </PlainTitle>,
      ),
    ).toBe(
      mantine(
        <Title order={2} fz="h3">
          Upload
        </Title>,
      ),
    );
    for (const isStriped of [true, false]) {
      expect(plain(<PlainProgress value={40} isStriped={isStriped} aria-label="Ranking" />)).toBe(
        // Mantine's Progress also writes its radius prop out as an attribute.
        mantine(<Progress value={40} size="lg" radius="xl" striped={isStriped} animated={isStriped} aria-label="Ranking" />).replace(' radius="xl"', ''),
      );
    }
    expect(
      plain(
        <PlainUnstyledButton style={{ flexShrink: 0, color: 'var(--mantine-color-red-8)', fontSize: 'var(--mantine-font-size-sm)', textDecoration: 'underline' }}>
          Remove
        </PlainUnstyledButton>,
      ),
    ).toBe(
      mantine(
        <UnstyledButton fz="sm" c="red.8" td="underline" style={{ flexShrink: 0 }}>
          Remove
        </UnstyledButton>,
      ),
    );
  });

  it('a table looks as Mantine’s striped Table with highlighted rows', () => {
    expect(
      plain(
        <PlainTable data-testid="t">
          <PlainThead>
            <PlainTr>
              <PlainTh>Job</PlainTh>
              <PlainTh />
            </PlainTr>
          </PlainThead>
          <PlainTbody>
            <PlainTr data-testid="row">
              <PlainTd data-testid="cell">x</PlainTd>
            </PlainTr>
          </PlainTbody>
        </PlainTable>,
      ),
    ).toBe(
      mantine(
        <Table striped highlightOnHover data-testid="t">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Job</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr data-testid="row">
              <Table.Td data-testid="cell">x</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>,
      ),
    );
    // The phone and wide forms of a list are Mantine's responsive global classes.
    expect(mantine(<Box hiddenFrom="sm">x</Box>)).toBe('<div class="mantine-hidden-from-sm">x</div>');
    expect(mantine(<Box visibleFrom="sm">x</Box>)).toBe('<div class="mantine-visible-from-sm">x</div>');
  });

  it('links and link-styled buttons look as Mantine’s Anchor', () => {
    expect(
      plain(
        <PlainAnchor href="mailto:help@example.com" c="orange.8" fw={600}>
          Support
        </PlainAnchor>,
      ),
    ).toBe(
      mantine(
        <Anchor href="mailto:help@example.com" c="orange.8" fw={600}>
          Support
        </Anchor>,
      ),
    );
    expect(
      plain(
        <PlainAnchorButton size="sm" c="orange.8" onClick={noop}>
          Forgot?
        </PlainAnchorButton>,
      ),
    ).toBe(
      mantine(
        <Anchor component="button" type="button" size="sm" c="orange.8" onClick={noop}>
          Forgot?
        </Anchor>,
      ),
    );
    expect(
      plain(
        <PlainAnchorButton size="sm" fw={600} ta="left">
          Open
        </PlainAnchorButton>,
      ),
    ).toBe(
      mantine(
        <Anchor component="button" type="button" size="sm" fw={600} ta="left">
          Open
        </Anchor>,
      ),
    );
  });
});

describe('Mantine’s inputs without their runtime', () => {
  it.each([
    { label: 'Email' },
    { label: 'Email', type: 'email', autoComplete: 'username', value: 'a@b.co' },
    { label: 'Name', description: 'Up to 15 letters' },
    { label: 'Name', error: 'Too short' },
    { label: 'Name', description: 'Up to 15 letters', error: 'Too short', value: 'A' },
    { label: 'Name', disabled: true, description: 'Up to 15 letters' },
    { label: 'Code', inputMode: 'numeric', autoComplete: 'one-time-code', required: true },
    { label: 'Reply to', id: 'reply', description: 'We answer here', type: 'email', required: true, maw: 420 },
  ] as const)('a text field looks as Mantine’s TextInput %o', (props) => {
    expect(plain(<PlainTextInput {...props} onChange={noop} />)).toBe(mantine(<TextInput {...props} onChange={noop} />));
  });

  it('the text field keeps the caller’s description link beside its own', () => {
    expect(plain(<PlainTextInput label="Name" error="Too short" aria-describedby="rules" onChange={noop} />)).toMatch(/aria-describedby="id0-error id1"/);
  });

  it.each([
    { autoComplete: 'current-password' },
    { autoComplete: 'current-password', value: 'secret' },
    { autoComplete: 'new-password', error: 'Wrong' },
    { autoComplete: 'new-password', description: 'At least 8 characters', disabled: true },
  ] as const)('a password field looks as Mantine’s PasswordInput %o (an error also as aria-invalid)', (props) => {
    expect(plain(<PlainPasswordInput label="Password" toggleLabel="Show password" {...props} onChange={noop} />)).toBe(
      normalized(
        mantine(<PasswordInput label="Password" visibilityToggleButtonProps={{ 'aria-label': 'Show password' }} {...props} onChange={noop} />).replace(
          'data-invalid=',
          'aria-invalid=',
        ),
      ),
    );
  });

  it('the password field shows and hides what is typed with its named button, and keeps the caller’s description link', () => {
    expect(plain(<PlainPasswordInput label="Password" toggleLabel="Show password" autoComplete="new-password" aria-describedby="rules" onChange={noop} />)).toMatch(
      /aria-describedby="id1"[^>]*type="password"/,
    );
  });

  it.each([
    { label: 'Resume', value: 'abc', maxLength: 10, 'data-testid': 't' },
    { label: 'Notes', description: 'Only you see them', error: 'Too long' },
    { label: 'Message', id: 'message', required: true, error: 'Too short', value: '' },
  ] as const)('a text area looks as Mantine’s Textarea %o', (props) => {
    expect(plain(<PlainTextarea {...props} onChange={noop} />)).toBe(mantine(<Textarea {...props} onChange={noop} />));
  });

  it.each([{ error: undefined }, { error: 'Too short' }])('a text area with its description under it (a count) looks as Mantine’s %o', ({ error }) => {
    const props = { label: 'Message', description: '0 / 5,000', error, value: '' };
    expect(plain(<PlainTextarea {...props} isDescriptionAfter onChange={noop} />)).toBe(
      mantine(<Textarea {...props} inputWrapperOrder={['label', 'input', 'description', 'error']} onChange={noop} />),
    );
  });

  it.each([
    { size: 'xs', 'aria-label': 'Status', value: 'B', 'data-testid': 'status-select' },
    { label: 'Column', value: 'A', w: 200 },
    { size: 'xs', 'aria-label': 'Status', value: 'A', disabled: true },
  ] as const)('a select looks as Mantine’s NativeSelect %o', (props) => {
    const data = [
      { value: 'A', label: 'Applied' },
      { value: 'B', label: 'Interview' },
    ];
    expect(plain(<PlainNativeSelect data={data} {...props} onChange={noop} />)).toBe(mantine(<NativeSelect data={data} {...props} onChange={noop} />));
  });

  it.each([{ error: undefined }, { error: 'Choose a topic.' }])('a required select with a placeholder option looks as Mantine’s NativeSelect %o', ({ error }) => {
    const data = [
      { value: '', label: 'Choose', disabled: true },
      { value: 'A', label: 'Applied' },
    ];
    const props = { id: 'topic', label: 'Topic', value: '', error, required: true, maw: 360 };
    // Mantine also writes the error's text on the chevron's icon, which nothing reads.
    expect(plain(<PlainNativeSelect data={data} {...props} onChange={noop} />)).toBe(
      mantine(<NativeSelect data={data} {...props} onChange={noop} />).replace(/ data-error="[^"]*"( data-size="sm" fill)/, '$1'),
    );
  });

  it.each([{ checked: true }, { checked: false, disabled: true }, { checked: true, description: 'Renews on the period’s last day', 'data-testid': 'auto-renew' }] as const)(
    'a switch looks as Mantine’s Switch %o',
    (props) => {
      expect(plain(<PlainSwitch label="Renew automatically" {...props} onChange={noop} />)).toBe(mantine(<Switch label="Renew automatically" {...props} onChange={noop} />));
    },
  );
});

describe('the password rule list', () => {
  it('looks as Mantine’s List with a ThemeIcon per rule, met rules in teal', () => {
    const rules = ['Eight characters', 'A digit'];
    const reference = (metCount: number) =>
      mantine(
        <List size="sm" spacing={2} center aria-live="polite" id="rules" data-testid="password-checklist">
          {rules.map((rule, index) => {
            const isMet = index < metCount;
            return (
              <List.Item
                key={rule}
                data-met={isMet}
                c={isMet ? 'teal.9' : 'gray.8'}
                icon={
                  <ThemeIcon size={16} radius="xl" color={isMet ? 'teal.8' : 'gray.5'} aria-hidden>
                    <svg width="10" height="10" viewBox="0 0 10 10" fill="none" stroke="currentColor" strokeWidth="2">
                      {isMet ? <path d="M2 5.5l2 2 4-5" /> : <circle cx="5" cy="5" r="1" />}
                    </svg>
                  </ThemeIcon>
                }
              >
                {rule}
              </List.Item>
            );
          })}
        </List>,
      )
        // Mantine's ThemeIcon also writes its radius and colour props out as attributes.
        .replaceAll(/ color="[a-z.0-9]+"| radius="xl"/g, '');
    for (const metCount of [0, 1, 2]) {
      expect(plain(<RuleList id="rules" items={rules.map((label, index) => ({ key: label, label, isMet: index < metCount }))} />)).toBe(reference(metCount));
    }
  });
});

describe('Mantine’s Accordion without its runtime', () => {
  it('closed items look as Mantine’s separated accordion (the closed panel hidden, not collapsed to no height)', () => {
    const items = [
      { value: 'a', question: 'How?', answer: 'So.' },
      { value: 'b', question: 'Why?', answer: 'Because.' },
    ];
    const ours = plain(<PlainAccordion order={3} items={items} data-testid="faq" />);
    // Each button names its own panel (Mantine's server markup names an id no panel has).
    const raw = renderToStaticMarkup(<PlainAccordion order={3} items={items} />);
    for (const [, panel] of raw.matchAll(/aria-controls="([^"]+)"/g)) expect(raw).toContain(`id="${panel}"`);
    const noControls = (html: string) => html.replace(/aria-controls="[^"]*"/g, 'aria-controls=""');
    expect(noControls(ours)).toBe(
      noControls(
        mantine(
          <Accordion variant="separated" radius="md" order={3} multiple data-testid="faq">
            {items.map((item) => (
              <Accordion.Item key={item.value} value={item.value}>
                <Accordion.Control>{item.question}</Accordion.Control>
                <Accordion.Panel>{item.answer}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>,
        ).replace(/aria-hidden="true" (aria-labelledby="[^"]*" class="m_df78851f" )(id="[^"]*" )inert="" (role="region") style="[^"]*"/g, '$1hidden="" $2$3'),
      ),
    );
  });
});
