import { Box, Card, Container, Flex, Grid, Skeleton } from '@radix-ui/themes';
import { useIntl } from 'react-intl';

/** The admin dashboard's shape while its data loads. */
export function AdminLoading() {
  const intl = useIntl();
  return (
    <Container size="4" px={{ initial: '4', sm: '6' }} py={{ initial: '5', sm: '7' }}>
      <Flex direction="column" gap="5" role="status" aria-label={intl.formatMessage({ id: 'admin.loading' })}>
        <Box>
          <Skeleton width="260px" maxWidth="100%" height="36px" />
          <Skeleton width="380px" maxWidth="100%" height="20px" mt="2" />
        </Box>
        <Grid columns={{ initial: '2', md: '4' }} gap="4">
          {[0, 1, 2, 3].map((card) => (
            <Card key={card} size="2">
              <Skeleton width="96px" height="18px" />
              <Skeleton width="72px" height="32px" mt="2" />
              <Skeleton width="140px" height="16px" mt="2" />
            </Card>
          ))}
        </Grid>
        <Skeleton width="100%" height="40px" />
        <Grid columns={{ initial: '1', md: '2' }} gap="4">
          {[0, 1].map((card) => (
            <Card key={card} size="3">
              <Skeleton width="40%" height="24px" />
              <Skeleton width="100%" height="96px" mt="3" />
            </Card>
          ))}
        </Grid>
      </Flex>
    </Container>
  );
}
