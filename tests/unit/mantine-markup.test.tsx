import { Alert, Badge, Button, CloseButton, Loader, Pagination } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { PlainAlert, PlainBadge, PlainButton, PlainCloseButton, PlainLinkButton, PlainLoader, type TButtonLook } from '~/components/plain/mantine-markup';
import { PlainPagination } from '~/components/jobs/list-pages';
import { mantine, plain } from '../helpers/markup';

// A static render has no router; the links only use it on interaction.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined, prefetch: () => undefined }) }));

const BUTTON_LOOKS: TButtonLook[] = [
  {},
  { size: 'xs' },
  { size: 'md', fullWidth: true },
  { variant: 'default', size: 'xs' },
  { variant: 'light' },
  { variant: 'light', color: 'red', size: 'xs' },
  { variant: 'subtle', size: 'xs' },
  { variant: 'outline' },
  { color: 'red' },
  { variant: 'light', size: 'compact-xs' },
  { variant: 'outline', color: 'orange.8', size: 'xs' },
  { color: 'red.8' },
];

describe('Mantine’s markup without its runtime', () => {
  it.each(BUTTON_LOOKS)('a button looks as Mantine’s Button %o, idle, disabled and loading', (look) => {
    expect(plain(<PlainButton {...look}>Save</PlainButton>)).toBe(mantine(<Button {...look}>Save</Button>));
    expect(
      plain(
        <PlainButton {...look} disabled>
          Save
        </PlainButton>,
      ),
    ).toBe(
      mantine(
        <Button {...look} disabled>
          Save
        </Button>,
      ),
    );
    expect(
      plain(
        <PlainButton {...look} loading>
          Save
        </PlainButton>,
      ),
    ).toBe(
      mantine(
        <Button {...look} loading>
          Save
        </Button>,
      ),
    );
    expect(
      plain(
        <PlainButton {...look} type="submit" data-testid="b" onClick={() => undefined}>
          Save
        </PlainButton>,
      ),
    ).toBe(
      mantine(
        <Button {...look} type="submit" data-testid="b" onClick={() => undefined}>
          Save
        </Button>,
      ),
    );
  });

  it('a link button is Mantine’s Button rendered as a link', () => {
    expect(
      plain(
        <PlainLinkButton href="/jobs" variant="light">
          Jobs
        </PlainLinkButton>,
      ),
    ).toBe(
      mantine(
        <Button component="a" href="/jobs" variant="light">
          Jobs
        </Button>,
      ),
    );
  });

  it.each([
    { color: 'teal', variant: 'light', size: 'lg' },
    { color: 'sage', variant: 'light' },
    { color: 'orange', size: 'lg' },
    { color: 'teal.9' },
    { color: 'blue', variant: 'light' },
    { color: 'red.7' },
  ] as const)('a badge looks as Mantine’s Badge %o', (look) => {
    expect(
      plain(
        <PlainBadge {...look} data-testid="b">
          Applied
        </PlainBadge>,
      ),
    ).toBe(
      mantine(
        <Badge {...look} data-testid="b">
          Applied
        </Badge>,
      ),
    );
  });

  it('an alert looks as Mantine’s light Alert, with its title and message named for assistive technology', () => {
    for (const props of [{ color: 'red', title: 'Could not load' }, { color: 'teal' }, { color: 'red', title: 'Only a title' }] as const) {
      const body = 'title' in props && props.title === 'Only a title' ? undefined : 'Saved';
      expect(
        plain(
          <PlainAlert {...props} role="status" style={{ paddingBlock: 'var(--mantine-spacing-xs)' }}>
            {body}
          </PlainAlert>,
        ),
      ).toBe(
        mantine(
          <Alert {...props} role="status" py="xs">
            {body}
          </Alert>,
        ),
      );
    }
    expect(plain(<PlainAlert color="red">Failed</PlainAlert>)).toBe(mantine(<Alert color="red">Failed</Alert>));
  });

  it('a loader and a close button look as Mantine’s', () => {
    expect(plain(<PlainLoader />)).toBe(mantine(<Loader />));
    expect(plain(<PlainLoader size="sm" role="status" aria-label="Loading" />)).toBe(mantine(<Loader size="sm" role="status" aria-label="Loading" />));
    expect(plain(<PlainLoader color="orange" />)).toBe(mantine(<Loader color="orange" />));
    expect(plain(<PlainCloseButton aria-label="Close" />)).toBe(mantine(<CloseButton aria-label="Close" />));
  });

  // Every page of every length up to 12: where the dots go moves with the page and the length.
  it.each(Array.from({ length: 12 }, (_, at) => Array.from({ length: at + 1 }, (_, page) => [at + 1, page + 1])).flat())(
    'the list pagination looks as Mantine’s Pagination (%i pages, page %i)',
    (total, value) => {
      const label = (control: string) => `${control} page`;
      expect(plain(<PlainPagination total={total} value={value} onChange={() => undefined} label={label} />)).toBe(
        mantine(<Pagination total={total} value={value} onChange={() => undefined} getControlProps={(control) => ({ 'aria-label': label(control) })} />),
      );
    },
  );
});
