// The tests' stand-in for `virtual:landing-messages/en` (web/build/landing-messages.mjs).
module.exports = require('../../web/build/landing-messages.cjs').landingMessages('en');
