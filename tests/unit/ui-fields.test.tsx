import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion } from '~/components/ui/accordion';
import { ChoicesInput } from '~/components/ui/choices';
import { TextInput, Textarea } from '~/components/ui/inputs';
import { NativeSelect } from '~/components/ui/native-select';
import { PasswordInput } from '~/components/ui/password-input';
import { Switch } from '~/components/ui/switch';

const html = (node: ReactNode) => renderToStaticMarkup(node);
/** The opening tag of the first element with `tag`. */
const openingTag = (markup: string, tag: string) => markup.match(new RegExp(`<${tag}\\b[^>]*>`))?.[0] ?? '';
const attribute = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
/** The text of the element with `id`. */
const textOf = (markup: string, id: string) => markup.match(new RegExp(`id="${id}"[^>]*>([^<]*)<`))?.[1];
const HASHED = /\bm_[0-9a-f]{8}\b/;

describe('Rumbo’s text fields', () => {
  it('a text field is named by its label and described by its error first, then its description, then the caller’s own', () => {
    const markup = html(<TextInput label="Email" description="We never share it" error="Not an email" aria-describedby="extra" required />);
    const input = openingTag(markup, 'input');
    const id = attribute(input, 'id');
    expect(markup).toMatch(new RegExp(`<label[^>]*for="${id}"[^>]*>Email<span[^>]*aria-hidden="true"> \\*</span></label>`));
    expect(attribute(input, 'aria-invalid')).toBe('true');
    expect(input).toMatch(/ required=""/);
    const describedBy = attribute(input, 'aria-describedby')?.split(' ') ?? [];
    expect(describedBy).toHaveLength(3);
    expect(textOf(markup, describedBy[0]!)).toBe('Not an email');
    expect(textOf(markup, describedBy[1]!)).toBe('We never share it');
    expect(describedBy[2]).toBe('extra');
    expect(markup).not.toMatch(HASHED);
  });

  it('a field without an error is not invalid and has no description to point at', () => {
    const input = openingTag(html(<TextInput label="Name" />), 'input');
    expect(input).not.toContain('aria-invalid');
    expect(input).not.toContain('aria-describedby');
  });

  it('a text area keeps a given id and its description after it', () => {
    const markup = html(<Textarea label="Message" id="message" description="0 / 500" isDescriptionAfter minRows={4} />);
    expect(attribute(openingTag(markup, 'textarea'), 'id')).toBe('message');
    expect(markup.indexOf('<textarea')).toBeLessThan(markup.indexOf('0 / 500'));
  });

  it('a count sits under the box and describes the control after its error and description; beyond the limit it reads as an error', () => {
    const markup = html(<Textarea label="Notes" id="notes" description="For you only" count="2,001 / 2,000 characters" error="Too long" />);
    const describedBy = attribute(openingTag(markup, 'textarea'), 'aria-describedby')?.split(' ');
    expect(describedBy).toEqual(['notes-error', 'notes-description', 'notes-count']);
    expect(textOf(markup, 'notes-count')).toBe('2,001 / 2,000 characters');
    expect(markup.indexOf('<textarea')).toBeLessThan(markup.indexOf('2,001 / 2,000'));
    expect(openingTag(markup.slice(markup.indexOf('id="notes-count"') - 40), 'p')).toContain('data-over="true"');
    const fits = html(<TextInput label="Salary" id="salary" count="12 / 100 characters" />);
    expect(attribute(openingTag(fits, 'input'), 'aria-describedby')).toBe('salary-count');
    expect(fits).not.toContain('data-over');
  });

  it('a password field hides its text and offers a named toggle, out of the tab order, that says whether it shows', () => {
    const markup = html(<PasswordInput label="Password" toggleLabel="Show password" error="Too short" />);
    const input = openingTag(markup, 'input');
    expect(attribute(input, 'type')).toBe('password');
    expect(attribute(input, 'aria-invalid')).toBe('true');
    const toggle = openingTag(markup, 'button');
    expect(attribute(toggle, 'aria-label')).toBe('Show password');
    expect(attribute(toggle, 'aria-pressed')).toBe('false');
    expect(attribute(toggle, 'tabindex')).toBe('-1');
    expect(attribute(toggle, 'type')).toBe('button');
  });
});

describe('Rumbo’s select and switch', () => {
  it('a select is the browser’s own, labelled, its options listed and its error described', () => {
    const markup = html(
      <NativeSelect
        label="Topic"
        error="Pick one"
        data={[
          { value: '', label: 'Choose', disabled: true },
          { value: 'billing', label: 'Billing' },
        ]}
      />,
    );
    const select = openingTag(markup, 'select');
    const id = attribute(select, 'id');
    expect(markup).toMatch(new RegExp(`<label[^>]*for="${id}"`));
    expect(textOf(markup, attribute(select, 'aria-describedby')!)).toBe('Pick one');
    expect(markup).toContain('<option value="" disabled="">Choose</option>');
    expect(markup).toContain('<option value="billing">Billing</option>');
  });

  it('a select without a label takes the name it is given', () => {
    expect(attribute(openingTag(html(<NativeSelect aria-label="Status" data={[{ value: 'a', label: 'A' }]} />), 'select'), 'aria-label')).toBe('Status');
    expect(html(<NativeSelect aria-label="Status" data={[]} />)).not.toContain('<label');
  });

  it('a switch is a checkbox with the switch role inside its label, described by its description', () => {
    const markup = html(<Switch label="Remote only" description="Hide office jobs" checked onChange={() => undefined} />);
    expect(markup).toMatch(/^<label /);
    const input = openingTag(markup, 'input');
    expect(attribute(input, 'type')).toBe('checkbox');
    expect(attribute(input, 'role')).toBe('switch');
    expect(input).toMatch(/ checked=""/);
    expect(textOf(markup, attribute(input, 'aria-describedby')!)).toBe('Hide office jobs');
    expect(markup).toContain('Remote only');
  });
});

describe('Rumbo’s accordion', () => {
  it('each question is a heading of the chosen level holding a button that controls its answer, a region it names, all closed at first', () => {
    const markup = html(
      <Accordion
        order={3}
        items={[
          { value: 'a', question: 'How?', answer: 'Like this.' },
          { value: 'b', question: 'Why?', answer: 'Because.' },
        ]}
      />,
    );
    const button = openingTag(markup, 'button');
    expect(markup).toMatch(/<h3 [^>]*><button /);
    expect(attribute(button, 'type')).toBe('button');
    expect(attribute(button, 'aria-expanded')).toBe('false');
    const panel = markup.match(new RegExp(`<div[^>]*id="${attribute(button, 'aria-controls')}"[^>]*>`))?.[0] ?? '';
    expect(attribute(panel, 'role')).toBe('region');
    expect(attribute(panel, 'aria-labelledby')).toBe(attribute(button, 'id'));
    expect(panel).toMatch(/ hidden=""/);
    expect(markup.match(/aria-expanded="false"/g)).toHaveLength(2);
  });
});

describe('Rumbo’s field of chosen values', () => {
  const words = { remove: (item: string) => `Remove ${item}`, nothingFound: 'Nothing found' };

  it('is a combobox named by its label that controls a list box, closed at first', () => {
    const markup = html(<ChoicesInput label="Countries" value={[]} onChange={() => undefined} data={['Peru', 'Chile']} max={3} words={words} placeholder="Any" />);
    const input = openingTag(markup, 'input');
    expect(attribute(input, 'role')).toBe('combobox');
    expect(attribute(input, 'aria-haspopup')).toBe('listbox');
    expect(attribute(input, 'aria-expanded')).toBe('false');
    expect(attribute(input, 'aria-autocomplete')).toBe('list');
    expect(attribute(input, 'placeholder')).toBe('Any');
    expect(markup).toMatch(new RegExp(`<label[^>]*for="${attribute(input, 'id')}"[^>]*>Countries<`));
  });

  it('shows each chosen value with a remove button named after it, and no placeholder beside them', () => {
    const markup = html(
      <ChoicesInput
        label="Countries"
        value={['pe']}
        onChange={() => undefined}
        data={[
          { value: 'pe', label: 'Perú' },
          { value: 'cl', label: 'Chile' },
        ]}
        max={3}
        words={words}
        placeholder="Any"
      />,
    );
    expect(markup).toMatch(/<button[^>]*aria-label="Remove Perú"/);
    expect(attribute(openingTag(markup, 'input'), 'placeholder')).toBeUndefined();
  });

  it('says when it is invalid and names its error', () => {
    const input = openingTag(html(<ChoicesInput label="Tags" value={[]} onChange={() => undefined} isFree max={3} words={words} error="Too many" />), 'input');
    expect(attribute(input, 'aria-invalid')).toBe('true');
    expect(attribute(input, 'aria-describedby')).toMatch(/-error$/);
  });
});
