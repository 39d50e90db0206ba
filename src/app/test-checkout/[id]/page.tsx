import '~/components/mantine-parts-css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor, Badge, Button, Center, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MantineScope } from '~/components/providers/mantine-scope';
import { getFormatter, getTranslations } from 'next-intl/server';
import { openTestCheckout } from '~/server/api/request-context';
import { LOCAL_PRICE } from '~/server/payments/local';
import { PlanTerms } from '~/components/subscription/plan-terms';
import { pageMetadata } from '~/app/page-metadata';
import '@mantine/core/styles/SimpleGrid.css';

export const dynamic = 'force-dynamic';

export const generateMetadata = () => pageMetadata('checkout');

/** The local provider's checkout: clearly a test, no card, no money. */
export default async function TestCheckoutPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ failed?: string }> }) {
  const { id } = await params;
  const hasFailed = (await searchParams).failed === '1';
  const t = await getTranslations('checkout');
  const plan = await getTranslations('plan');
  const brand = await getTranslations('common');
  const format = await getFormatter();
  const checkout = await openTestCheckout(id);
  return (
    <MantineScope>
      <Center mih="100vh" p="md" bg="gray.0">
        <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={460}>
          <Stack gap="md">
            <Group justify="space-between">
              <Text fw={800} fz={22} c="orange.7">
                {brand('appName')}
              </Text>
              <Badge color="red" size="lg" data-testid="test-mode">
                {t('testMode')}
              </Badge>
            </Group>
            {checkout?.status === 'open' ? (
              <>
                <Title order={1} fz={24}>
                  {checkout.renewal ? t('renewTitle') : t('title')}
                </Title>
                {hasFailed && (
                  <Alert color="red" role="alert" data-testid="checkout-failed">
                    {t('failed')}
                  </Alert>
                )}
                <Alert color="orange">{t('notice')}</Alert>
                <Text>{t('account', { email: checkout.email })}</Text>
                <Text fw={700} fz={20} data-testid="plan-price">
                  {plan(`price.${LOCAL_PRICE.interval}`, { price: format.number(LOCAL_PRICE.amount, { style: 'currency', currency: LOCAL_PRICE.currency }) })}
                </Text>
                <PlanTerms plan={LOCAL_PRICE} />
                <form method="post" action={`/api/test-checkout/${checkout.id}`}>
                  {/* Side by side where both labels fit, one above the other on a phone. */}
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                    <Button type="submit" name="action" value="cancel" variant="default">
                      {t('cancel')}
                    </Button>
                    <Button type="submit" name="action" value="pay">
                      {t('pay')}
                    </Button>
                  </SimpleGrid>
                </form>
              </>
            ) : (
              <>
                <Title order={1} fz={24}>
                  {t('unavailableTitle')}
                </Title>
                <Text>{t('unavailable')}</Text>
                <Anchor href="/dashboard" c="orange.8">
                  {t('back')}
                </Anchor>
              </>
            )}
          </Stack>
        </Paper>
      </Center>
    </MantineScope>
  );
}
