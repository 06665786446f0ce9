import { Center, Loader } from '@mantine/core';

/** Shown while a route loads for longer than the router's pending delay. */
export function PageLoader() {
  return (
    <Center mih="100dvh">
      <Loader />
    </Center>
  );
}
