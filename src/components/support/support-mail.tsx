import '@mantine/core/styles/Anchor.css';
import { PlainAnchor, PlainText } from '~/components/plain/layout';

/** A line of help ending in the support mail link ("Questions? Write to support"). */
export function SupportMailLine({ lead, link, email }: { lead: string; link: string; email: string }) {
  return (
    <PlainText size="sm">
      {lead}{' '}
      <PlainAnchor href={`mailto:${email}`} c="orange.8" fw={600}>
        {link}
      </PlainAnchor>
    </PlainText>
  );
}
