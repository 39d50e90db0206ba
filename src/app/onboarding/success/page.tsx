import { OnboardingCard } from '~/components/onboarding/onboarding-card';
import { SignupSuccess } from '~/components/onboarding/signup-success';
import { env } from '~/env';

export default function OnboardingSuccessPage() {
  return (
    <OnboardingCard>
      <SignupSuccess supportEmail={env.SUPPORT_EMAIL} />
    </OnboardingCard>
  );
}
