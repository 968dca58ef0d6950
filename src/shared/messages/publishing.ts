/**
 * Texts of publishing a gym (ADR 0026 §3): a gym appears in the searches only once it sells something
 * with a price; the owner's checklist and the server's refusals. Spanish es-AR with voseo. Imported
 * directly by the partner-gyms module and the owner's panel, not through the messages index.
 * @module
 */
export const publishingMessages = {
  /** 409 of a publish before the gym has a service with a price. */
  needsPricedService: (gym: string) =>
    `Para publicar ${gym} agregale al menos un servicio con precio: así los socios saben qué pueden comprar.`,
  /** 409 of removing (or leaving without price) the last priced service of a published gym. */
  lastPricedService: (gym: string) =>
    `Es el único servicio con precio de ${gym}, que está publicado. Agregá otro con precio o despublicá el gimnasio antes.`,
  checklistTitle: (gym: string) => `Para publicar ${gym}`,
  stepData: 'Datos, precio y ubicación del gimnasio',
  stepService: 'Al menos un servicio con precio',
  done: 'Listo',
  missing: 'Falta',
  addService: 'Agregar un servicio',
  publish: 'Publicar',
  publishLabel: (gym: string) => `Publicar ${gym}`,
  published: (gym: string) => `Publicamos ${gym}. Ya aparece en las búsquedas.`,
  /** The toast after creating a gym: it is not in the searches yet. */
  created: (gym: string) => `Creamos ${gym}. Para publicarlo, agregale un servicio con precio.`,
} as const;
