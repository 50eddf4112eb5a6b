import { Card, Grid, Skeleton } from '@radix-ui/themes';

/** A tab's content while its list loads. */
export function TabSkeleton() {
  return (
    <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4" aria-hidden>
      {[0, 1, 2].map((card) => (
        <Card key={card} size="2">
          <Skeleton width="70%" height="20px" />
          <Skeleton width="50%" height="16px" mt="2" />
          <Skeleton width="100%" height="36px" mt="4" />
        </Card>
      ))}
    </Grid>
  );
}
