import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import {
  CART_LIST_NAME_MAX_LENGTH,
  cartListNameProblem,
  normalizeCartListName,
} from '../../../../shared/orders/cart-list-names';
import { useOnline } from '../../../lib/connectivity';
import { notify } from '../../../lib/notify';
import { useSaveCartAsList } from '../api/cart-lists.queries';
import { cartListMessageText } from '../cart-list-messages';

/** What the save form needs from the server: a function answering the refusal, or null when saved. */
export type SaveCartList = (name: string) => Promise<{ field: string | null; message: string } | null>;

interface SaveCartListFormProps {
  onSave: SaveCartList;
  onCancel: () => void;
}

/**
 * The name form of "Save as list": the shared name rule before sending, the server's refusal (a name taken
 * meanwhile, the 50 lists) beside the field or above the buttons; what was typed stays.
 */
export function SaveCartListForm({ onSave, onCancel }: SaveCartListFormProps) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const handleSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(null);
    const problem = cartListNameProblem(name);
    if (problem !== null) {
      setFieldError(cartListMessageText(i18n, problem));
      return;
    }
    setFieldError(null);
    setSaving(true);
    try {
      const refusal = await onSave(normalizeCartListName(name));
      if (refusal?.field === 'name') setFieldError(cartListMessageText(i18n, refusal.message));
      else if (refusal) setFormError(cartListMessageText(i18n, refusal.message));
    } catch (error) {
      console.error('Saving the list failed', error);
      setFormError(t`The list could not be saved. Please try again.`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t`Name of the list`}
          description={t`For example "Spring restock". Prices are not kept: the list is priced anew when you use it.`}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
          error={fieldError}
          maxLength={CART_LIST_NAME_MAX_LENGTH + 20}
          data-autofocus
          data-testid="cart-list-name"
          required
        />
        {formError && (
          <Alert color="error" data-testid="cart-list-save-error">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={saving} data-testid="cart-list-save">
            <Trans>Save list</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Save as list" on the cart page (online only: lists are kept on the server for every user of the customer). */
export function SaveCartListButton() {
  const { t } = useLingui();
  const online = useOnline();
  const [opened, setOpened] = useState(false);
  const save = useSaveCartAsList();

  const handleSave: SaveCartList = async (name) => {
    const answer = await save.mutateAsync(name);
    const error = answer.userErrors[0];
    if (error || !answer.list)
      return { field: error?.field ?? null, message: error?.message ?? answer.message.description };
    notify.success({ title: t`List saved`, message: answer.list.name });
    setOpened(false);
    return null;
  };

  return (
    <>
      <Button
        variant="default"
        disabled={!online}
        title={online ? undefined : t`Lists can be saved only online`}
        onClick={() => {
          setOpened(true);
        }}
        data-testid="cart-save-as-list"
      >
        <Trans>Save as list</Trans>
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
        title={t`Save the cart as a list`}
      >
        <SaveCartListForm
          onSave={handleSave}
          onCancel={() => {
            setOpened(false);
          }}
        />
      </Modal>
    </>
  );
}
