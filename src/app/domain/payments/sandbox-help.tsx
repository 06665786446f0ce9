import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, List, Text } from '@mantine/core';
import { SANDBOX_CARDS, SANDBOX_ROUTING_NUMBERS, type SandboxOutcome } from '../../../shared/payments/sandbox-cards';

/** The label every payment screen shows while the host's gateway is the sandbox. */
export function SandboxLabel() {
  const { t } = useLingui();
  return (
    <Badge color="orange" variant="filled" size="lg" radius="sm">
      {t`Sandbox — no money moves`}
    </Badge>
  );
}

/** The sandbox's documented test numbers, each with the outcome it leads to. */
export function SandboxHelp({ kind }: { kind: 'card' | 'ach' }) {
  const { t } = useLingui();
  const outcome = (value: SandboxOutcome): string => {
    switch (value) {
      case 'complete':
        return t`paid at once`;
      case 'pending':
        return t`on processing, settles later`;
      case 'declined':
        return t`declined`;
      case 'insufficient_funds':
        return t`declined, insufficient funds`;
      case 'processing_error':
        return t`the gateway fails (try again later)`;
    }
  };
  const list = kind === 'card' ? SANDBOX_CARDS : SANDBOX_ROUTING_NUMBERS;
  return (
    <Alert color="orange" variant="light" title={t`Sandbox test numbers`}>
      <Text size="sm">
        {kind === 'card'
          ? t`Use one of these card numbers with any future expiry date and any 3-digit code (4 for American Express):`
          : t`Use one of these routing numbers with any account number:`}
      </Text>
      <List size="sm" spacing={2} mt={4}>
        {list.map((entry) => (
          <List.Item key={entry.number}>
            <Text span ff="monospace" size="sm">
              {entry.number}
            </Text>{' '}
            — {outcome(entry.outcome)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
