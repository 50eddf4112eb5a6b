/** Full-page navigations to server routes (sign-in) and reloads; an object so tests can replace them. */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
