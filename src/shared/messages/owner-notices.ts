/**
 * Spanish (es-AR, voseo) texts of what an owner is told (ADR 0037): a new sale, a new review of one of
 * its gyms, by mail and on its devices. The claim decision keeps its own mail (`messages/claims.ts`).
 * @module
 */

/** The mails and notifications to an owner. */
export const ownerNoticeMessages = {
  greeting: (name: string) => `¡Hola, ${name}!`,
  saleSubject: (gym: string) => `¡Vendiste en ${gym}!`,
  saleBody: (reference: string, lines: string) => `Se pagó la compra ${reference}: ${lines}.`,
  saleLine: (product: string, qty: number, amount: string) => `${product} × ${qty} (${amount})`,
  saleAction: 'Ver Mis ventas',
  reviewSubject: (gym: string) => `Nueva reseña de ${gym}`,
  reviewBody: (gym: string, stars: number, author: string) =>
    `${author} le puso ${stars} ${stars === 1 ? 'estrella' : 'estrellas'} a ${gym}.`,
  reviewAction: 'Ver la reseña',
  claimTitle: (gym: string) => `Hay novedades de tu reclamo de ${gym}`,
  claimBody: 'Entrá a BuscaGym para ver qué decidió la administración.',
  footer:
    'Te escribimos porque tenés activado este aviso. Podés apagarlo en tu perfil de empresa, en «Avisos».',
} as const;
