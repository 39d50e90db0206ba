import { OnboardingCard } from '~/components/onboarding/onboarding-card';
import { OnboardingWizard } from '~/components/onboarding/onboarding-wizard';
import { pageMetadata } from '~/app/page-metadata';
import { ClientMessages } from '~/components/providers/client-messages';

export const generateMetadata = () => pageMetadata('onboarding');

/** docs/product-rules.md §2: no sign-in; the answers live in this browser until the account exists. */
export default function OnboardingPage() {
  return (
    <ClientMessages scope="/onboarding">
      <OnboardingCard>
        <OnboardingWizard />
      </OnboardingCard>
    </ClientMessages>
  );
}
