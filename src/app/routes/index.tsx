import { createFileRoute, redirect } from '@tanstack/react-router';
import { DEFAULT_LOCALE } from '../lib/locale';

// Spec 01 §1: paths are always prefixed and the browser language is not used for detection.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    redirect({ to: '/$locale', params: { locale: DEFAULT_LOCALE }, replace: true, throw: true });
  },
});
