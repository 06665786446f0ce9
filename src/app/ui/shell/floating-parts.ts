// The shell's floating parts (Mantine's Menu, Popover and Tooltip with floating-ui, about 40 KB gzip): a chunk of
// their own, fetched in idle time and mounted on first use (floating-on-intent.tsx), so the first page does not
// carry them (spec 01 §9). ScrollArea comes with them: the shell drew it until it scrolled natively, and most other
// pages' selects and lists use it, so they find it on the device when they open.
export { Menu, Popover, ScrollArea, Tooltip } from '@mantine/core';
