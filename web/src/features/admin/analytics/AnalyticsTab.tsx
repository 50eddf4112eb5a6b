import { SCORE_MAX, type AdminAnalytics } from '@coverletter/contracts';
import { Flex, Grid } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { lastDays, sumAmounts, sumCounts } from '../format/days';
import { conversionRate } from '../format/payments';
import { useAdminFormat } from '../format/use-admin-format';
import { SectionHeading } from '../../../components/SectionHeading';
import { DayBars } from './DayBars';
import { RateCard } from './RateCard';
import { TopJobTitles } from './TopJobTitles';
import { UserBehaviourTable } from './UserBehaviourTable';

/** SPEC.md section 9: the charts show the last 7 days. */
export const CHART_DAYS = 7;

export function AnalyticsTab({ analytics, today }: { analytics: AdminAnalytics; today: Date }) {
  const format = useAdminFormat();
  const registrations = lastDays(analytics.registrationsByDay, CHART_DAYS, today);
  const generations = lastDays(analytics.generationsByDay, CHART_DAYS, today);
  const revenue = lastDays(analytics.paymentsByDay, CHART_DAYS, today);
  const rate = conversionRate(analytics);
  const allLetters = analytics.paidLetters + analytics.freeLetters;
  const share = analytics.editedBeforeUseShare ?? null;
  const edited = analytics.lettersEditedBeforeUse ?? 0;
  return (
    <Flex direction="column" gap="4">
      <SectionHeading spaced={false} titleId="admin.analytics.title" leadId="admin.analytics.lead" />
      <Grid columns={{ initial: '1', md: '3' }} gap="4">
        <DayBars
          title={<FormattedMessage id="admin.analytics.registrations" />}
          total={format.count(sumCounts(registrations))}
          days={registrations.map((day) => ({ date: day.date, value: day.count }))}
          formatValue={format.count}
          formatLabel={format.compact}
        />
        <DayBars
          title={<FormattedMessage id="admin.analytics.generations" />}
          total={format.count(sumCounts(generations))}
          days={generations.map((day) => ({ date: day.date, value: day.count }))}
          formatValue={format.count}
          formatLabel={format.compact}
        />
        <DayBars
          title={<FormattedMessage id="admin.analytics.revenue" />}
          total={format.usdCents(sumAmounts(revenue))}
          days={revenue.map((day) => ({ date: day.date, value: day.amount }))}
          formatValue={format.usdCents}
          formatLabel={format.compactUsdCents}
        />
      </Grid>
      <Grid columns={{ initial: '1', sm: '2', lg: '4' }} gap="4">
        <RateCard
          title={<FormattedMessage id="admin.analytics.conversionRate" />}
          value={format.percent(rate)}
          progress={rate * 100}
          note={<FormattedMessage id="admin.analytics.conversionNote" values={{ paid: format.count(analytics.paidLetters), total: allLetters }} />}
        />
        <RateCard
          title={<FormattedMessage id="admin.analytics.averageScore" />}
          value={analytics.averageScore === null ? '–' : format.score(analytics.averageScore)}
          progress={analytics.averageScore === null ? null : (analytics.averageScore / SCORE_MAX) * 100}
          note={<FormattedMessage id="admin.analytics.averageScoreNote" values={{ total: allLetters }} />}
        />
        <RateCard
          title={<FormattedMessage id="admin.analytics.editedBeforeUse" />}
          value={share === null ? '–' : format.percent(share)}
          progress={share === null ? null : share * 100}
          note={<FormattedMessage id="admin.analytics.editedBeforeUseNote" values={{ edited: format.count(edited), used: analytics.lettersUsed ?? 0 }} />}
        />
        <TopJobTitles titles={analytics.topJobTitles} />
      </Grid>
      <UserBehaviourTable behaviour={analytics.userBehaviour} />
    </Flex>
  );
}
