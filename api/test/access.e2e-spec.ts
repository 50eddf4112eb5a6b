import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { ACCESS_METADATA } from '../src/access/access.decorator';
import { createTestApp, type TestApp } from './support/test-app';

interface RouteInfo {
  route: string;
  access: string | undefined;
}

function listRoutes(t: TestApp): RouteInfo[] {
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

describe('route access declarations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds the routes', () => {
    expect(listRoutes(t).map((r) => r.route)).toEqual(expect.arrayContaining(['POST /api/session/init', 'GET /api/session/status']));
  });

  it('every route declares who may call it', () => {
    const undeclared = listRoutes(t).filter((r) => !r.access);
    expect(undeclared).toEqual([]);
  });
});
