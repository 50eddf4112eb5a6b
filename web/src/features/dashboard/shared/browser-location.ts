/** Leaving the app for another site (the payment page); an object so tests can replace `assign`. */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
