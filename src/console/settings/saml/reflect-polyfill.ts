// The metadata polyfill that @peculiar/x509's tsyringe needs before it loads. reflect-metadata is
// CommonJS, which the bundler initialises only where an ES module imports it: this module is
// that ES module, placed first in the X.509 chunk (vite.config.ts) so it runs before tsyringe.
import 'reflect-metadata'
