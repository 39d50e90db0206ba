import { MultiSelect, TagsInput } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { PlainChoicesInput, type TChoiceWords } from '~/components/plain/choices';
import { mantine, plain } from '../helpers/markup';

const words: TChoiceWords = { remove: (item) => `Remove ${item}`, nothingFound: 'Nothing found' };
const data = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];
const noop = () => undefined;

/**
 * Mantine's markup with the plain field's differences on purpose: each pill's remove button is
 * named rather than hidden, the field says its list completes what is typed, and no hidden input
 * (the field has no form name) follows the field.
 */
const asPlain = (html: string, labels: string[]) => {
  let at = 0;
  return html
    .replace(/<input type="hidden" value="[^"]*"\/>$/, '')
    .replace(/<button aria-hidden="true" (class="m_86a44da5 m_87cf2631 m_ae386778[^"]*")/g, (_all, cls: string) => `<button aria-label="Remove ${labels[at++]}" ${cls}`)
    .replace(/<input (aria-[^>]*role="combobox")/g, '<input aria-autocomplete="list" $1');
};

describe('Mantine’s MultiSelect and TagsInput without their runtime', () => {
  it.each([
    { value: [] as string[], labels: [] as string[] },
    { value: ['a'], labels: ['Alpha'] },
    { value: ['b', 'a'], labels: ['Beta', 'Alpha'] },
  ])('a multi-select with $labels looks as Mantine’s', ({ value, labels }) => {
    const style = { flex: '1 1 14rem' };
    expect(plain(<PlainChoicesInput label="Field" data={data} value={value} onChange={noop} max={5} placeholder="Any" isClearable words={words} style={style} />)).toBe(
      // The placeholder only while nothing is chosen (on purpose unlike Mantine's).
      asPlain(mantine(<MultiSelect label="Field" data={data} value={value} searchable clearable placeholder={value.length ? undefined : 'Any'} style={style} />), labels),
    );
  });

  it('a multi-select of grouped items names a chosen value by its label', () => {
    const groups = [
      { group: 'Broad', items: [{ value: 'remote', label: 'Remote' }] },
      { group: 'Places', items: data },
    ];
    expect(plain(<PlainChoicesInput label="Place" data={groups} value={['remote', 'Lima']} onChange={noop} max={5} words={words} />)).toBe(
      asPlain(mantine(<MultiSelect label="Place" data={groups} value={['remote', 'Lima']} searchable />), ['Remote', 'Lima']),
    );
  });

  it.each([
    { value: [] as string[], description: undefined, error: undefined },
    { value: ['Lima'], description: 'Type and press Enter', error: undefined },
    { value: ['Lima', 'Quito'], description: 'Type and press Enter', error: 'Too many' },
  ])('a tags field with $value looks as Mantine’s', ({ value, description, error }) => {
    expect(
      plain(<PlainChoicesInput label="Other" description={description} error={error} value={value} onChange={noop} max={5} isFree isClearable placeholder="Type" words={words} />),
    ).toBe(asPlain(mantine(<TagsInput label="Other" description={description} error={error} value={value} clearable placeholder={value.length ? undefined : 'Type'} />), value));
  });
});
