import { OnboardingCard } from '~/components/onboarding/onboarding-card';
import { SignupSuccess } from '~/components/onboarding/signup-success';
import { env } from '~/env';
import { pageMetadata } from '~/app/page-metadata';

export const generateMetadata = () => pageMetadata('onboardingSuccess');

export default function OnboardingSuccessPage() {
  return (
    <OnboardingCard>
      <SignupSuccess supportEmail={env.SUPPORT_EMAIL} />
    </OnboardingCard>
  );
}
