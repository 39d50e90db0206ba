import type { ReactNode } from 'react';
import { BrandCard } from '../shell/brand-card';

/** The card on the onboarding gradient, wider than /auth's for the step answers. */
export function OnboardingCard({ children }: { children: ReactNode }) {
  return <BrandCard width={560}>{children}</BrandCard>;
}
