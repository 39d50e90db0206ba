'use client';

import { Box, Code, CopyButton, Button, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Image.css';

const QR_SIZE = 200;

/** The authenticator-app secret as a QR code and as text to type or copy. */
export function TotpSetup({ secret, uri }: { secret: string; uri: string }) {
  const t = useTranslations('auth.totp');
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    // The QR library is loaded only when someone sets up an authenticator, not with the page.
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(uri, { margin: 1, width: QR_SIZE }))
      .then((url) => isCurrent && setQr(url))
      .catch((error: unknown) => console.error('QR code failed', error));
    return () => {
      isCurrent = false;
    };
  }, [uri]);
  return (
    <Stack gap="xs" align="center">
      <Text size="sm">{t('scan')}</Text>
      {/* The code's place is kept while it is drawn, so the key below does not move. */}
      {qr ? <Image src={qr} alt={t('qrAlt')} w={QR_SIZE} h={QR_SIZE} data-testid="totp-qr" /> : <Box w={QR_SIZE} h={QR_SIZE} />}
      <Text size="sm" c="dimmed">
        {t('orType')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
          {secret}
        </Code>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="light" onClick={copy}>
              {copied ? t('copied') : t('copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
