import type { ReactNode } from 'react';
import classes from '../signed-out.module.css';

/** Plain layout for sign-in: no navigation, no subscription check. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main className={classes.main} style={{ background: 'var(--mantine-color-gray-0)' }}>
      <div className={classes.column}>{children}</div>
    </main>
  );
}
