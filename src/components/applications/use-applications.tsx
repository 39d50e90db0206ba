'use client';

import { useTranslations } from 'next-intl';
import { Group, Text } from '~/components/ui/layout';
import { Button } from '~/components/ui/controls';
import { UNDO_NOTICE_MS, type TShownApplication } from '~/domain/applications';
import { api } from '~/trpc/react';
import { notices } from '../providers/notices';

/**
 * Changes an application's status or notes. A status move shows at once (the card changes column
 * while the request runs) and is undone if the server refuses it; the lists then refresh from the server.
 */
export function useApplicationUpdate() {
  const utils = api.useUtils();
  const list = utils.applications.list;
  return api.applications.update.useMutation({
    onMutate: async ({ job_url, status }) => {
      if (!status) return { previous: undefined };
      // A refetch landing now would overwrite the optimistic move with the old status.
      await list.cancel();
      // The screens read the unfiltered list (input {}); that is the one shown moved.
      const previous = list.getData({});
      list.setData({}, (applications) => applications?.map((a) => (a.job_url === job_url ? { ...a, status } : a)));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) list.setData({}, context.previous);
    },
    onSettled: () => list.invalidate(),
  });
}

/**
 * Deletes an application with a notice offering Undo for UNDO_NOTICE_MS: it leaves the lists at
 * once; Undo brings it back as it was (status, history, notes), which the server allows for
 * DELETE_UNDO_MS (docs/product-rules.md §4.11).
 */
export function useDeleteWithUndo() {
  const t = useTranslations('applications');
  const utils = api.useUtils();
  const list = utils.applications.list;
  return (application: Pick<TShownApplication, 'job_url' | 'title'>) => {
    const job = application.title || t('untitled');
    const id = `deleted-${application.job_url}`;
    const previous = list.getData({});
    list.setData({}, (applications) => applications?.filter((a) => a.job_url !== application.job_url));
    const undo = async () => {
      notices.hide(id);
      try {
        await utils.client.applications.restore.mutate({ job_url: application.job_url });
        notices.show({ color: 'teal', message: t('restored', { job }) });
      } catch {
        notices.show({ color: 'red', message: t('restoreFailed') });
      }
      await list.invalidate();
    };
    utils.client.applications.remove
      .mutate({ job_url: application.job_url })
      .then(() => {
        notices.show({
          id,
          autoClose: UNDO_NOTICE_MS,
          message: (
            <Group justify="space-between" gap="sm" wrap="nowrap" data-testid="deleted-notice">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('deleted', { job })}
              </Text>
              <Button size="xs" variant="light" onClick={() => void undo()}>
                {t('undo')}
              </Button>
            </Group>
          ),
        });
      })
      .catch(() => {
        if (previous) list.setData({}, previous);
        notices.show({ color: 'red', message: `${t('deleteFailed')} ${t('tryAgain')}` });
      })
      .finally(() => void list.invalidate());
  };
}
