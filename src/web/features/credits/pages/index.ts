/**
 * The lazy screens of Pase BuscaGym (the router imports this chunk): "Mis créditos".
 * @module
 */
export { MyCreditsPage } from './MyCreditsPage';
