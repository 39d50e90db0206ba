'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useRef, useState, type CSSProperties, type DragEvent } from 'react';
import { Group, Stack, Text } from '~/components/ui/layout';
import { UnstyledButton } from '~/components/ui/boxes';
import { useEarlyInput } from '~/components/ui/typed-early';
import { UPLOAD_LIMITS } from '~/domain/resume-matching';
import { BELOW_NAV } from './layout';
import { fileSizeParts } from './upload-checks';

export const PDF_INPUT_ID = 'resume-pdf-input';

// Hidden from sight but not from the keyboard or screen readers: the input keeps focus and its label.
const HIDDEN_INPUT: CSSProperties = {
  ...BELOW_NAV,
  position: 'absolute',
  top: 0,
  left: 0,
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

type TProps = { file: File | null; onFile: (file: File | null) => void; describedBy?: string };

/**
 * One file, chosen by click, keyboard (the input itself takes focus; Enter or Space opens the picker)
 * or drag and drop. Any file is taken here, with its real size shown; the form says at once what is
 * wrong with it (docs/product-rules.md §5.6).
 */
export function PdfDropZone({ file, onFile, describedBy }: TProps) {
  const t = useTranslations('resume.upload');
  const format = useFormatter();
  const [isOver, setOver] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const size = file ? fileSizeParts(file.size) : null;
  const input = useRef<HTMLInputElement>(null);
  // Chosen before the page's code ran (a slow phone): the input holds the file but the page was
  // never told, and choosing the same file again would change nothing, so no change would come.
  useEarlyInput(
    () => input.current?.files?.[0],
    (early) => {
      onFile(early);
      if (input.current) input.current.value = '';
    },
  );

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  const onDragOver = (event: DragEvent) => {
    // Without this the browser opens the dropped file instead of handing it to the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };

  return (
    <Stack gap={6}>
      <label
        htmlFor={PDF_INPUT_ID}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="pdf-drop-zone"
        data-active={isOver || undefined}
        style={{
          position: 'relative',
          padding: 'var(--mantine-spacing-lg)',
          background: `var(--mantine-color-${isOver ? 'orange-0' : 'gray-0'})`,
          display: 'block',
          cursor: 'pointer',
          textAlign: 'center',
          borderRadius: 'var(--mantine-radius-md)',
          border: `2px dashed var(--mantine-color-${isOver ? 'orange-7' : 'gray-5'})`,
          outline: isFocused ? '3px solid var(--mantine-color-orange-7)' : undefined,
          outlineOffset: 2,
        }}
      >
        <input
          ref={input}
          id={PDF_INPUT_ID}
          type="file"
          accept="application/pdf,.pdf"
          style={HIDDEN_INPUT}
          aria-label={t('inputLabel')}
          aria-describedby={describedBy}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(event) => {
            onFile(event.currentTarget.files?.[0] ?? null);
            // Choosing the same file again after removing it must fire a change.
            event.currentTarget.value = '';
          }}
        />
        <Stack gap={4} align="center">
          <svg aria-hidden width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="var(--mantine-color-orange-7)" strokeWidth="1.8">
            <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
            <path d="M14 3v5h5M12 18v-6M9 15l3-3 3 3" />
          </svg>
          <Text fw={600}>{isOver ? t('dropActive') : file ? t('replacePrompt') : t('dropPrompt')}</Text>
          <Text size="sm">{t('dropHint', { size: UPLOAD_LIMITS.maxBytes / (1024 * 1024), pages: UPLOAD_LIMITS.maxPages })}</Text>
        </Stack>
      </label>
      {file && size ? (
        <Group gap="xs" justify="space-between" wrap="nowrap" data-testid="chosen-file">
          <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {t('chosen', { name: file.name, size: size.unit === 'bytes' ? t('sizeBytes', { count: size.value }) : `${format.number(size.value)} ${size.unit}` })}
          </Text>
          <UnstyledButton
            onClick={() => onFile(null)}
            style={{ flexShrink: 0, color: 'var(--mantine-color-red-8)', fontSize: 'var(--mantine-font-size-sm)', textDecoration: 'underline' }}
          >
            {t('remove')}
          </UnstyledButton>
        </Group>
      ) : null}
    </Stack>
  );
}
