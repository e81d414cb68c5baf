import { boxFolderId } from '@app/domain';
import { Alert, Button, Modal, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { isApiError } from '../lib/api-client';
import { fillTemplate } from '../lib/config';
import { useConfig } from '../lib/config-context';
import { useZodForm } from '../lib/use-zod-form';
import { FormButtons } from './form-buttons';
import { RecordCard } from './record-card';

const folderSchema = z.object({ folderId: boxFolderId });

export type DocumentFolderCardProps = {
  folderId: string | number | null;
  /** Saves the new folder id; a rejected ApiError shows its first folderId message. */
  onSave: (folderId: string) => Promise<unknown>;
  /** View-only users get no Update Box Folder button. */
  canEdit: boolean;
  title?: string;
};

/** The record's folder in the document store, embedded 400 px tall, with Open and Update Box Folder. */
export const DocumentFolderCard = ({
  folderId,
  onSave,
  canEdit,
  title = 'Documents',
}: DocumentFolderCardProps) => {
  const { links } = useConfig();
  const [editing, setEditing] = useState(false);
  const hasFolder = folderId !== null && String(folderId) !== '';
  const folder = hasFolder ? { folderId: String(folderId) } : null;

  return (
    <RecordCard
      title={title}
      actions={
        <>
          {folder && (
            <Button
              component="a"
              href={fillTemplate(links.documentFolderOpen, folder)}
              target="_blank"
              rel="noreferrer"
              size="xs"
              variant="default"
            >
              Open
            </Button>
          )}
          {canEdit && (
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              Update Box Folder
            </Button>
          )}
        </>
      }
    >
      {folder ? (
        <iframe
          title={`${title} folder`}
          src={fillTemplate(links.documentFolderEmbed, folder)}
          style={{ width: '100%', height: 400, border: 0 }}
        />
      ) : (
        <Text c="dimmed">No Box Folder has been set.</Text>
      )}
      {editing && (
        <UpdateFolderModal
          initial={folder?.folderId ?? ''}
          onSave={onSave}
          onClose={() => setEditing(false)}
        />
      )}
    </RecordCard>
  );
};

type UpdateFolderModalProps = {
  initial: string;
  onSave: (folderId: string) => Promise<unknown>;
  onClose: () => void;
};

const UpdateFolderModal = ({ initial, onSave, onClose }: UpdateFolderModalProps) => {
  const form = useZodForm({ schema: folderSchema, initialValues: { folderId: initial } });
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const valid = form.validate();
    if (!valid) return;
    setSaving(true);
    setServerError(null);
    try {
      await onSave(valid.folderId);
      onClose();
    } catch (error) {
      const message = form.applyServerError(error);
      // The folderId message shows under the field; anything else goes above it.
      setServerError(isApiError(error) && error.fieldError('folderId') ? null : message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Update Box Folder" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
        {serverError && (
          <Alert color="red" mb="sm" role="alert">
            {serverError}
          </Alert>
        )}
        <TextInput
          label="Box Folder ID"
          {...form.text('folderId')}
          mb="md"
          inputMode="numeric"
          withAsterisk
          data-autofocus
        />
        <FormButtons saving={saving} onCancel={onClose} />
      </form>
    </Modal>
  );
};
