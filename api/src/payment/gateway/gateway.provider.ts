import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DevGateway } from './dev.gateway';
import { MonobankGateway } from './monobank.gateway';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway';

/** The one place that chooses the gateway: monobank with MONOBANK_TOKEN, else the dev gateway. */
export const paymentGatewayProvider: Provider = {
  provide: PAYMENT_GATEWAY,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): PaymentGateway =>
    config.monobank ? new MonobankGateway(config.monobank.apiUrl, config.monobank.token) : new DevGateway(config.http.publicUrl),
};
