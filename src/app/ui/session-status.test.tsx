// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import {
  registerUnsavedChanges,
  reportAnswer,
  reportConnectionFailure,
  requestReload,
  resetSessionStatusForTests,
  setPageReloaderForTests,
} from '../lib/session-status';
import { SessionStatus } from './session-status';

const reload = vi.fn();

beforeEach(() => {
  resetSessionStatusForTests();
  reload.mockClear();
  setPageReloaderForTests(reload);
});

afterEach(() => {
  vi.restoreAllMocks();
  act(() => {
    resetSessionStatusForTests();
  });
});

describe('<SessionStatus />', () => {
  it('shows nothing while all is well', () => {
    renderUi(<SessionStatus />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('offline-bar')).toBeNull();
  });

  it("shows the connection dialog with the spec's texts, and Refresh reloads", async () => {
    renderUi(<SessionStatus />);
    act(() => {
      reportConnectionFailure('network');
    });
    const dialog = await screen.findByRole('dialog', { name: 'connection error' });
    expect(dialog.textContent).toContain('Connection failed, please refresh this page or contact support.');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("names an answer that is not the API's 'something wrong'", async () => {
    renderUi(<SessionStatus />);
    act(() => {
      reportConnectionFailure('server');
    });
    expect(await screen.findByRole('dialog', { name: 'something wrong' })).toBeTruthy();
  });

  it('offline: the status bar with the time of the last answer, no dialog', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderUi(<SessionStatus />);
    act(() => {
      reportAnswer(new Date().setHours(9, 5, 0, 0));
      window.dispatchEvent(new Event('offline'));
      reportConnectionFailure('network');
    });
    expect(screen.getByTestId('offline-bar').textContent).toMatch(/^Offline — data as of 9:05\sAM$/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows 'Loading the new session…' while reloading", async () => {
    renderUi(<SessionStatus />);
    act(() => {
      requestReload('session');
    });
    expect((await screen.findByTestId('reload-popup')).textContent).toContain('Loading the new session…');
  });

  it('asks to reload once the work is saved while a form holds unsaved input', () => {
    renderUi(<SessionStatus />);
    act(() => {
      registerUnsavedChanges('form');
      requestReload('session');
    });
    expect(screen.getByTestId('reload-waiting').textContent).toContain(
      'A new session is ready. Reload when you have saved your work.',
    );
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
