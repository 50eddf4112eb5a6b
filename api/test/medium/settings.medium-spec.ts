import { PAYMENT_CONFIG_KEY } from '../../src/settings/setting.entity';
import { SettingRepository } from '../../src/settings/setting.repository';
import { mediumDatabaseForFile } from './support/medium-database';

describe('settings on the real database', () => {
  const medium = mediumDatabaseForFile();
  const settings = () => new SettingRepository(medium.db.orm.em.fork());

  it('answers undefined for a key without a value, and the newest value saved under a key', async () => {
    await medium.db.sql('delete from setting where key = ?', [PAYMENT_CONFIG_KEY]);
    expect(await settings().value(PAYMENT_CONFIG_KEY)).toBeUndefined();
    const first = { price: 4.99, currency: 'EUR', currencyCode: 978, displayText: '€4.99 per letter' };
    await settings().save(PAYMENT_CONFIG_KEY, first, 'first price');
    expect(await settings().value(PAYMENT_CONFIG_KEY)).toEqual(first);
    const second = { ...first, price: 5.99, displayText: '€5.99 per letter' };
    await settings().save(PAYMENT_CONFIG_KEY, second, null);
    expect(await settings().value(PAYMENT_CONFIG_KEY)).toEqual(second);
    const rows = await medium.db.sql<{ description: string | null }>('select description from setting where key = ?', [PAYMENT_CONFIG_KEY]);
    expect(rows).toEqual([{ description: null }]);
  });
});
