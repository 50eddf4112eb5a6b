import { Box, Card, Container, Flex, Grid, Skeleton } from '@radix-ui/themes';
import { useIntl } from 'react-intl';

/** The dashboard's shape while the sign-in state loads. */
export function DashboardSkeleton() {
  const intl = useIntl();
  return (
    <Container size="4" px={{ initial: '4', sm: '6' }} py={{ initial: '5', sm: '7' }}>
      <Flex direction="column" gap="5" role="status" aria-label={intl.formatMessage({ id: 'dashboard.loading' })}>
        <Box>
          <Skeleton width="280px" height="36px" />
          <Skeleton width="360px" maxWidth="100%" height="20px" mt="2" />
        </Box>
        <Grid columns={{ initial: '2', md: '4' }} gap="4">
          {[0, 1, 2, 3].map((tile) => (
            <Card key={tile} size="2">
              <Skeleton width="96px" height="18px" />
              <Skeleton width="48px" height="32px" mt="2" />
            </Card>
          ))}
        </Grid>
        <Skeleton width="100%" height="40px" />
        <Card size="3">
          <Skeleton width="40%" height="24px" />
          <Skeleton width="100%" height="120px" mt="3" />
        </Card>
      </Flex>
    </Container>
  );
}
