import { OnboardingCard } from '~/components/onboarding/onboarding-card';
import { SignupSuccess } from '~/components/onboarding/signup-success';
import { env } from '~/env';
import { pageMetadata } from '~/app/page-metadata';
import { ClientMessages } from '~/components/providers/client-messages';

export const generateMetadata = () => pageMetadata('onboardingSuccess');

export default function OnboardingSuccessPage() {
  return (
    <ClientMessages scope="/onboarding/success">
      <OnboardingCard>
        <SignupSuccess supportEmail={env.SUPPORT_EMAIL} />
      </OnboardingCard>
    </ClientMessages>
  );
}
