// The metadata polyfill that @peculiar/x509's tsyringe needs before it loads. reflect-metadata is
// CommonJS, which the bundler initialises only where an ES module imports it: this module is
// that ES module. x509.ts imports it before @peculiar/x509, so in their file it runs before tsyringe.
import 'reflect-metadata'
