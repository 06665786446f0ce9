// Moved to the domain (the checkout's card payment shows it too).
export { SandboxHelp, SandboxLabel } from '../../../domain/payments/sandbox-help';
