'use client';

import { Code, CopyButton, Button, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The authenticator-app secret as a QR code and as text to type or copy. */
export function TotpSetup({ secret, uri }: { secret: string; uri: string }) {
  const t = useTranslations('auth.totp');
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    QRCode.toDataURL(uri, { margin: 1, width: 200 })
      .then((url) => isCurrent && setQr(url))
      .catch((error: unknown) => console.error('QR code failed', error));
    return () => {
      isCurrent = false;
    };
  }, [uri]);
  return (
    <Stack gap="xs" align="center">
      <Text size="sm">{t('scan')}</Text>
      {qr ? <Image src={qr} alt={t('qrAlt')} w={200} h={200} data-testid="totp-qr" /> : null}
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
