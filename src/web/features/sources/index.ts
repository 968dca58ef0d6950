/**
 * Public pieces of the data sources feature: the attribution line of a gym taken from an open source.
 * The "Fuentes" screen is a lazy route of its own (SourcesPage).
 * @module
 */
export { SourceAttribution } from './SourceAttribution';
