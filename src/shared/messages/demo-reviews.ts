/**
 * Spanish (es-AR, voseo) texts of the demo reviews the seed writes (ADR 0024, like ADR 0004's demo
 * values): short comments by star count, picked by a seeded generator, always shown labelled "Reseña de
 * demostración". Re-exported by `messages/index.ts`.
 * @module
 */

/** Comments of demo reviews by star count (index 0: 1 star … index 4: 5 stars). */
export const demoReviewTexts: readonly (readonly string[])[] = [
  [
    'Las máquinas están rotas hace meses y nadie las arregla.',
    'Muy sucio el vestuario. No vuelvo.',
    'Me cobraron de más y en recepción no me dieron respuesta.',
  ],
  [
    'Demasiada gente a la tarde, hay que esperar para todo.',
    'El lugar está bien pero la atención deja mucho que desear.',
    'Las duchas casi nunca tienen agua caliente.',
  ],
  [
    'Cumple. Equipamiento básico y precio razonable.',
    'Está bien para entrenar un rato, sin mucho más.',
    'Buenos profes, pero el salón es chico para las clases.',
    'Correcto, aunque a la noche se llena.',
  ],
  [
    'Muy buena onda y los profes te corrigen la técnica.',
    'Limpio, ordenado y con buenos horarios.',
    'Buen equipamiento. A veces hay que esperar las máquinas.',
    'Las clases de funcional están buenísimas.',
    'Lindo lugar, cerca de casa y con buen ambiente.',
  ],
  [
    'Excelente. Los profes están en todos los detalles.',
    'El mejor gimnasio del barrio, vengo hace años.',
    'Impecable: limpio, buena música y máquinas nuevas.',
    'Me recibieron re bien desde el primer día. Lo recomiendo.',
    'Clases buenísimas y un ambiente muy familiar.',
  ],
];
