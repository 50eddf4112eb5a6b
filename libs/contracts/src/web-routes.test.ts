import { isWebRoute, WEB_ROUTES } from './web-routes';

test.each(WEB_ROUTES.map((route) => [route]))('%s is a page', (route) => {
  expect(isWebRoute(route)).toBe(true);
});

test.each(['/APP', '/app/', '/admin/settings/', '//'])('%s is a page, as the client router matches it', (path) => {
  expect(isWebRoute(path)).toBe(true);
});

test.each(['/no-such-page', '/app/extra', '/admin/users', '/payment', '/dashboards', '/index.html'])('%s is not', (path) => {
  expect(isWebRoute(path)).toBe(false);
});
