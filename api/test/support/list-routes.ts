import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { ACCESS_METADATA } from '../../src/access/access.decorator';
import type { TestApp } from './test-app';

export interface RouteInfo {
  /** "METHOD /path", e.g. "GET /api/session/status". */
  route: string;
  access: string | undefined;
}

/** Every route of every controller the app has, with its declared access level. */
export function listRoutes(t: TestApp): RouteInfo[] {
  const discovery = new DiscoveryService(t.app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = t.app.get(Reflector);
  return discovery.getControllers().flatMap((wrapper) => {
    const instance = wrapper.instance as object;
    const proto = Object.getPrototypeOf(instance);
    return scanner
      .getAllMethodNames(proto)
      .filter((name) => Reflect.getMetadata(PATH_METADATA, proto[name]) !== undefined)
      .map((name) => ({
        route: `${RequestMethod[Reflect.getMetadata(METHOD_METADATA, proto[name])]} ${Reflect.getMetadata(PATH_METADATA, proto[name])}`,
        access: reflector.getAllAndOverride<string>(ACCESS_METADATA, [proto[name], wrapper.metatype as object]),
      }));
  });
}
