'use client';

import { Button, type ButtonProps } from '@mantine/core';
import Link from 'next/link';
import type { ReactNode } from 'react';

/** A Mantine button rendered as a Next link; polymorphic props must live in a client component. */
export function LinkButton({ href, children, ...props }: ButtonProps & { href: string; children: ReactNode }) {
  return (
    <Button component={Link} href={href} {...props}>
      {children}
    </Button>
  );
}
