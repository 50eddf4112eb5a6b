// The tests' stand-in for `virtual:landing-messages/sv` (web/build/landing-messages.mjs).
module.exports = require('../../web/build/landing-messages.cjs').landingMessages('sv');
