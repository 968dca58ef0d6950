/**
 * Public pieces of the open-data import (ADR 0025 "Import") for the administrators' console: the
 * "Importar datos" section.
 * @module
 */
export { ImportsSection } from './ImportsSection';
