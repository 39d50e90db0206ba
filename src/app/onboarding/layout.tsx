import type { ReactNode } from 'react';
import classes from '../signed-out.module.css';

/** Decorative gradient layout; no sign-in or subscription check (docs/product-rules.md §2). */
export default function OnboardingLayout({ children }: { children: ReactNode }) {
  return (
    <main className={classes.main} style={{ background: 'linear-gradient(135deg, #FC861F 0%, #7CA288 100%)' }}>
      <div className={classes.column}>{children}</div>
    </main>
  );
}
