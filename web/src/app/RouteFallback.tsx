import { Flex, Spinner } from '@radix-ui/themes';

export function RouteFallback() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <Spinner size="3" />
    </Flex>
  );
}
