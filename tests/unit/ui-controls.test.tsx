import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Divider } from '~/components/ui/boxes';
import { Alert, Badge, Button, CloseButton, LinkButton, Loader } from '~/components/ui/controls';
import { Anchor, AnchorButton, Text, Title } from '~/components/ui/layout';
import { List } from '~/components/ui/list';
import { Pagination, pageRange } from '~/components/ui/pagination';
import { Progress } from '~/components/ui/progress';
import { Table, Tbody, Td, Th, Thead, Tr } from '~/components/ui/table';

// A static render has no router; the links only use it on interaction.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined, prefetch: () => undefined }) }));

const html = (node: ReactNode) => renderToStaticMarkup(node);
/** The opening tag of the first element with `tag`. */
const openingTag = (markup: string, tag: string) => markup.match(new RegExp(`<${tag}\\b[^>]*>`))?.[0] ?? '';
const HASHED = /\bm_[0-9a-f]{8}\b/;

describe('Rumbo’s buttons', () => {
  it('a button is a real button of type button, its label as its name, in the look asked for', () => {
    const markup = html(
      <Button variant="light" color="red" size="xs">
        Save
      </Button>,
    );
    const button = openingTag(markup, 'button');
    expect(button).toContain('type="button"');
    expect(button).toContain('data-variant="light"');
    expect(button).toContain('data-size="xs"');
    expect(button).toContain('--ui-bg:var(--mantine-color-red-light)');
    expect(button).not.toContain('disabled');
    expect(markup).toContain('>Save<');
    expect(markup).not.toMatch(HASHED);
  });

  it('a submit button keeps its type; a disabled one is disabled for the browser', () => {
    expect(openingTag(html(<Button type="submit">Go</Button>), 'button')).toContain('type="submit"');
    expect(openingTag(html(<Button disabled>Go</Button>), 'button')).toMatch(/ disabled=""/);
  });

  it('a loading button is disabled, says it is busy and shows a spinner hidden from screen readers', () => {
    const markup = html(<Button loading>Save</Button>);
    const button = openingTag(markup, 'button');
    expect(button).toMatch(/ disabled=""/);
    expect(button).toContain('aria-busy="true"');
    expect(button).toContain('data-loading="true"');
    expect(markup).toMatch(/<span[^>]*aria-hidden="true"[^>]*><\/span>/);
    expect(markup).toContain('>Save<');
  });

  it('a shade of a colour fills in exactly that shade and hovers one darker', () => {
    const button = openingTag(html(<Button color="teal.9">Go</Button>), 'button');
    expect(button).toContain('--ui-bg:var(--mantine-color-teal-9)');
    expect(button).toContain('--ui-hover:var(--mantine-color-teal-10)');
  });

  it('a link drawn as a button is a link to its page', () => {
    const link = openingTag(
      html(
        <LinkButton href="/jobs" variant="default" fullWidth>
          Jobs
        </LinkButton>,
      ),
      'a',
    );
    expect(link).toContain('href="/jobs"');
    expect(link).toContain('data-block="true"');
  });

  it('a close button is named by its label, its cross hidden', () => {
    const markup = html(<CloseButton aria-label="Close" />);
    expect(openingTag(markup, 'button')).toContain('aria-label="Close"');
    expect(openingTag(markup, 'svg')).toContain('aria-hidden="true"');
  });

  it('an anchor button is a button of type button', () => {
    expect(openingTag(html(<AnchorButton>More</AnchorButton>), 'button')).toContain('type="button"');
  });
});

describe('Rumbo’s notices and labels', () => {
  it('an alert is announced, named by its title and described by its message', () => {
    const markup = html(
      <Alert color="red" title="Could not save">
        Try again.
      </Alert>,
    );
    const root = openingTag(markup, 'div');
    expect(root).toContain('role="alert"');
    const labelledBy = root.match(/aria-labelledby="([^"]+)"/)?.[1];
    const describedBy = root.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(markup).toMatch(new RegExp(`id="${labelledBy}"[^>]*>Could not save<`));
    expect(markup).toMatch(new RegExp(`id="${describedBy}"[^>]*>Try again.<`));
  });

  it('an alert may be a polite status instead', () => {
    expect(openingTag(html(<Alert color="teal" role="status" title="Saved" />), 'div')).toContain('role="status"');
  });

  it('a badge shows its text in the colour asked for', () => {
    const markup = html(
      <Badge color="sage" variant="light" size="sm">
        New
      </Badge>,
    );
    expect(openingTag(markup, 'div')).toContain('--ui-bg:var(--mantine-color-sage-light)');
    expect(markup).toContain('>New<');
  });

  it('a loader takes the name and role it is given', () => {
    const loader = openingTag(html(<Loader size="sm" role="status" aria-label="Loading" />), 'span');
    expect(loader).toContain('role="status"');
    expect(loader).toContain('aria-label="Loading"');
  });
});

describe('Rumbo’s text and structure', () => {
  it('text is a paragraph unless told otherwise; a title is a heading of its order', () => {
    expect(html(<Text>Hi</Text>)).toMatch(/^<p /);
    expect(html(<Text component="span">Hi</Text>)).toMatch(/^<span /);
    expect(html(<Title order={2}>Jobs</Title>)).toMatch(/^<h2 [^>]*>Jobs<\/h2>$/);
  });

  it('an anchor is a link; a divider is a rule', () => {
    expect(openingTag(html(<Anchor href="https://example.com">Out</Anchor>), 'a')).toContain('href="https://example.com"');
    expect(html(<Divider />)).toMatch(/^<hr /);
  });

  it('a list is a list of items, numbered when ordered, its icons beside the text', () => {
    const items = [
      { key: 'a', content: 'One', icon: <svg /> },
      { key: 'b', content: 'Two' },
    ];
    expect(html(<List items={items} />)).toMatch(/^<ul [^>]*><li [^>]*>.*One.*<\/li><li [^>]*>.*Two.*<\/li><\/ul>$/);
    expect(html(<List items={items} isOrdered />)).toMatch(/^<ol /);
  });

  it('a progress bar says its value and its name, or is hidden beside text that says it', () => {
    const named = openingTag(html(<Progress value={40} aria-label="Upload" />).replace(/^<div[^>]*>/, ''), 'div');
    expect(named).toContain('role="progressbar"');
    expect(named).toContain('aria-valuenow="40"');
    expect(named).toContain('aria-label="Upload"');
    expect(openingTag(html(<Progress value={40} aria-hidden />), 'div')).toContain('aria-hidden="true"');
  });

  it('a table has header cells and rows', () => {
    const markup = html(
      <Table>
        <Thead>
          <Tr>
            <Th>Job</Th>
          </Tr>
        </Thead>
        <Tbody>
          <Tr>
            <Td>Cook</Td>
          </Tr>
        </Tbody>
      </Table>,
    );
    expect(markup).toMatch(/<table [^>]*><thead><tr [^>]*><th [^>]*>Job<\/th><\/tr><\/thead><tbody [^>]*><tr [^>]*><td [^>]*>Cook<\/td><\/tr><\/tbody><\/table>/);
  });
});

describe('Rumbo’s page controls', () => {
  it('show every page up to seven, else the ends, the neighbours and dots', () => {
    expect(pageRange(5, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(pageRange(20, 10)).toEqual([1, 'dots', 9, 10, 11, 'dots', 20]);
    expect(pageRange(20, 2)).toEqual([1, 2, 3, 4, 5, 'dots', 20]);
  });

  it('name the arrows, mark the current page and disable the arrow that leads nowhere', () => {
    const markup = html(<Pagination total={3} value={1} onChange={() => undefined} label={(control) => (control === 'next' ? 'Next page' : 'Previous page')} />);
    expect(markup).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Previous page"/);
    expect(markup).toMatch(/<button[^>]*aria-label="Next page"/);
    expect(markup).not.toMatch(/<button[^>]*disabled=""[^>]*aria-label="Next page"/);
    expect(markup).toMatch(/<button[^>]*aria-current="page"[^>]*>1<\/button>/);
  });
});
