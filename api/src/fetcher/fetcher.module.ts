import { Module } from '@nestjs/common';
import { DEFAULT_FETCH_LIMITS, FETCH_LIMITS } from './fetch-limits';
import { HOST_RESOLVER, systemResolver } from './host-resolver';
import { SafeFetcher } from './safe-fetcher.service';

@Module({
  providers: [SafeFetcher, { provide: HOST_RESOLVER, useValue: systemResolver }, { provide: FETCH_LIMITS, useValue: DEFAULT_FETCH_LIMITS }],
  exports: [SafeFetcher],
})
export class FetcherModule {}
