import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Menu, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CREDIT_COLOURS } from '../../../../shared/credit/credit-widget';
import { useHostMoneyFormat } from '../../../lib/format';
import { localeLink } from '../../../ui/shell/locale-link';
import { blockedReasonLabel, creditLabel, creditMoney } from '../credit-texts';
import { useCreditWidget } from '../use-credit-widget';
import classes from './credit-widget.module.css';

function StatusDot({ colour }: { colour: string }) {
  return <span className={classes.dot} style={{ backgroundColor: colour }} aria-hidden="true" />;
}

/**
 * The navbar's credit account widget (spec 01 §2, §4 Credit, §6, §8): a status dot (red if any company is blocked,
 * else green) and the selected company's balance ('open to buy' on the listed hosts), red with its reason when
 * creditStatusBlockedReason is on; the menu lists the companies to pick from, the detailed table with
 * creditStatusUsage, and leads to the credit page. The portal layout loads it in idle time (not on the first
 * page's path) and only for users with credit-status.read and invoice-status.read.
 */
export function CreditWidget({ locale }: { locale: string }) {
  const { t, i18n } = useLingui();
  const host = useHostMoneyFormat();
  const widget = useCreditWidget();
  const { state } = widget;
  const current = state.current;
  const money = (minor: number) => (current ? creditMoney(minor, current.currency, host) : '');
  const label = creditLabel(i18n, state.balanceLabel);
  const status = creditLabel(i18n, state.statusLabel);
  const amount = widget.amount === null ? null : money(widget.amount);
  const buttonLabel = amount === null ? t`Credit: ${status}` : t`Credit: ${status}, ${label} ${amount}`;

  return (
    <Menu position="bottom-end" width={320} withinPortal closeOnItemClick={false}>
      <Menu.Target>
        <UnstyledButton
          aria-label={buttonLabel}
          data-testid="credit-widget"
          data-status={state.status}
          px={6}
          py={4}
          mih={36}
          miw={36}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <Group gap={6} wrap="nowrap" justify="center">
            <StatusDot colour={state.statusColour} />
            {/* A tablet held upright (768–991 px) has room in the bar for the dot only, the menu has the rest; a
                phone shows the widget in the header's second row, with room for the figure. */}
            {amount !== null && (
              <Stack gap={0} className={classes.balance}>
                <Text size="10px" lh={1.1}>
                  {label}
                </Text>
                <Text
                  size="sm"
                  fw={600}
                  lh={1.2}
                  className={classes.amount}
                  data-testid="credit-widget-balance"
                  {...(state.balanceColour ? { style: { color: state.balanceColour } } : {})}
                >
                  {amount}
                </Text>
              </Stack>
            )}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown data-testid="credit-widget-menu">
        <Group gap={8} px="sm" py={6} wrap="nowrap">
          <StatusDot colour={state.statusColour} />
          <Text fw={600} size="sm">
            {status}
          </Text>
        </Group>
        <Menu.Divider />
        {widget.isError ? (
          <Stack gap={4} p="sm" role="alert">
            <Text size="sm">
              <Trans>The credit information could not be loaded.</Trans>
            </Text>
            <Button size="compact-xs" variant="default" onClick={widget.refetch}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        ) : widget.isPending ? (
          <Text size="sm" c="dimmed" p="sm">
            <Trans>Loading…</Trans>
          </Text>
        ) : state.empty ? (
          <Text size="sm" c="dimmed" p="sm" data-testid="credit-widget-empty">
            {creditLabel(i18n, state.message ?? '')}
          </Text>
        ) : (
          <>
            {state.companies.length > 1 && <Menu.Label>{t`Companies`}</Menu.Label>}
            {state.companies.map((company) => (
              <Menu.Item
                key={company.code}
                onClick={() => {
                  widget.select(company.code);
                }}
                leftSection={<StatusDot colour={company.blocked ? CREDIT_COLOURS.red : CREDIT_COLOURS.green} />}
                aria-current={company.code === state.selected ? 'true' : undefined}
                data-testid="credit-widget-company"
                data-company={company.code}
                fw={company.code === state.selected ? 600 : 400}
              >
                <Text size="sm" inherit>
                  {company.name}
                </Text>
                {company.blocked && widget.showsReasons && company.code !== state.selected && (
                  <Text size="xs" c="error">
                    {blockedReasonLabel(i18n, widget.reasonOf(company.code))}
                  </Text>
                )}
              </Menu.Item>
            ))}
            {current && (
              <>
                <Menu.Divider />
                <Stack gap={4} px="sm" py={6}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm">{label}</Text>
                    <Text
                      size="sm"
                      fw={600}
                      className={classes.amount}
                      {...(state.balanceColour ? { style: { color: state.balanceColour } } : {})}
                    >
                      {amount}
                    </Text>
                  </Group>
                  {state.reasonText !== null && (
                    <Text size="xs" c="error" data-testid="credit-widget-reason">
                      {blockedReasonLabel(i18n, current.reasonBlocked ?? '')}
                    </Text>
                  )}
                  {state.usage && (
                    <Table className={classes.figures} verticalSpacing={2} fz="sm" data-testid="credit-widget-usage">
                      <Table.Tbody>
                        {state.usage.map((row) => (
                          <Table.Tr key={row.label}>
                            <Table.Td>{creditLabel(i18n, row.label)}</Table.Td>
                            <Table.Td>{money(row.value)}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  )}
                </Stack>
              </>
            )}
            <Menu.Divider />
            <Menu.Item component={Link} {...localeLink(locale, '/credit')} closeMenuOnClick>
              <Trans>Credit details</Trans>
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
