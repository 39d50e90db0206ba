'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Group, Stack, Text, rem } from '~/components/ui/layout';
import { Code } from '~/components/ui/boxes';
import { Button } from '~/components/ui/controls';

const QR_SIZE = 200;
/** How long "Copied" shows after a copy, as Mantine's CopyButton. */
const COPIED_MS = 1000;

/** The authenticator-app secret as a QR code and as text to type or copy. */
export function TotpSetup({ secret, uri }: { secret: string; uri: string }) {
  const t = useTranslations('auth.totp');
  const [qr, setQr] = useState<string | null>(null);
  const [isCopied, setCopied] = useState(false);
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
  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);
  const copy = () =>
    void navigator.clipboard
      .writeText(secret)
      .then(() => setCopied(true))
      .catch(() => undefined);
  const box = { display: 'block', width: rem(QR_SIZE), height: rem(QR_SIZE), objectFit: 'cover' } as const;
  return (
    <Stack gap="xs" align="center">
      <Text size="sm">{t('scan')}</Text>
      {/* The code's place is kept while it is drawn, so the key below does not move. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a data URL drawn in the browser, nothing to optimise */}
      {qr ? <img src={qr} alt={t('qrAlt')} style={box} data-testid="totp-qr" /> : <div style={box} />}
      <Text size="sm" c="dimmed">
        {t('orType')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
          {secret}
        </Code>
        <Button size="compact-xs" variant="light" onClick={copy}>
          {isCopied ? t('copied') : t('copy')}
        </Button>
      </Group>
    </Stack>
  );
}
