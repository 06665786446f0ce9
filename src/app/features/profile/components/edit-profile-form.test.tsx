import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../tests/support/render-ui';
import { EditProfileForm, profileInputOf } from './edit-profile-form';

// jsdom has no scrollIntoView; Mantine's combobox scrolls the chosen option into view when it opens.
Element.prototype.scrollIntoView = () => undefined;

const initialValues = { name: 'Dana Dealer', email: 'dana@example.test', sendEmail: true, sendEmailWarranty: false };

type OnSave = () => Promise<{ field: string | null; message: string }[] | null>;

function setup(onSave = vi.fn<OnSave>(() => Promise.resolve(null))) {
  renderUi(<EditProfileForm username="dealer" initialValues={initialValues} isSaving={false} onSave={onSave} />);
  return onSave;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

describe('EditProfileForm', () => {
  it('sends only what changed, with the password pair only when a new one was typed', async () => {
    const onSave = setup();
    fireEvent.change(field('Name'), { target: { value: '  Dana D.  ' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Send me e-mails about my warranty claims' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledWith({
        name: 'Dana D.',
        email: 'dana@example.test',
        sendEmail: true,
        sendEmailWarranty: true,
      });
    });
  });

  it('checks the shared rules before sending', async () => {
    const onSave = setup();
    fireEvent.change(field('E-mail'), { target: { value: 'not-an-email' } });
    fireEvent.change(field('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email must be valid')).toBeTruthy();
    expect(
      screen.getByText(
        'Password must be at least 8 characters and contain a digit, an upper-case and a lower-case letter',
      ),
    ).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's field errors beside their fields and keeps what was typed", async () => {
    const onSave = setup(
      vi.fn<OnSave>(() => Promise.resolve([{ field: 'currentPassword', message: 'Your password is incorrect' }])),
    );
    fireEvent.change(field('Current password'), { target: { value: 'Wrong1234' } });
    fireEvent.change(field('New password'), { target: { value: 'Better1234' } });
    fireEvent.change(field('Repeat the new password'), { target: { value: 'Better1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your password is incorrect')).toBeTruthy();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ currentPassword: 'Wrong1234', newPassword: 'Better1234' }),
    );
    expect((field('New password') as HTMLInputElement).value).toBe('Better1234');
    expect((field('Name') as HTMLInputElement).value).toBe('Dana Dealer');
  });

  it('sends the chosen language of the host with the profile fields', async () => {
    const onSave = vi.fn<OnSave>(() => Promise.resolve(null));
    renderUi(
      <EditProfileForm
        username="dealer"
        initialValues={{ ...initialValues, languageId: 'en-us' }}
        languages={[
          { value: 'en-us', label: 'English (EN-US)' },
          { value: 'en-uk', label: 'English (EN-UK)' },
        ]}
        isSaving={false}
        onSave={onSave}
      />,
    );
    fireEvent.click(field('Language'));
    fireEvent.click(await screen.findByRole('option', { name: 'English (EN-UK)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledWith({ ...initialValues, languageId: 'en-uk' });
    });
  });

  it('has no language field when the host offers no languages', () => {
    setup();
    expect(screen.queryByLabelText(/^Language/, { selector: 'input' })).toBeNull();
  });

  it('profileInputOf leaves the password out when both fields are empty', () => {
    expect(
      profileInputOf({ ...initialValues, currentPassword: '', newPassword: '', repeatPassword: '' }),
    ).not.toHaveProperty('newPassword');
  });
});
