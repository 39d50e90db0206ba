'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { PlainGroup, PlainStack, PlainText, rem } from '~/components/plain/layout';
import { PlainCode } from '~/components/plain/boxes';
import { PlainButton } from '~/components/plain/mantine-markup';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Image.css';

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
  const box = { width: rem(QR_SIZE), height: rem(QR_SIZE) };
  return (
    <PlainStack gap="xs" align="center">
      <PlainText size="sm">{t('scan')}</PlainText>
      {/* The code's place is kept while it is drawn, so the key below does not move. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a data URL drawn in the browser, nothing to optimise */}
      {qr ? <img src={qr} alt={t('qrAlt')} style={box} className="m_9e117634" data-testid="totp-qr" /> : <div style={box} />}
      <PlainText size="sm" c="dimmed">
        {t('orType')}
      </PlainText>
      <PlainGroup gap="xs" wrap="nowrap">
        <PlainCode data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
          {secret}
        </PlainCode>
        <PlainButton size="compact-xs" variant="light" onClick={copy}>
          {isCopied ? t('copied') : t('copy')}
        </PlainButton>
      </PlainGroup>
    </PlainStack>
  );
}
