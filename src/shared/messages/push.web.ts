/**
 * Screen texts of Web Push (ADR 0031): the offer after a booking or a purchase, and the profile's
 * switch. Only lazy chunks show them, so they are not re-exported by `messages/index.ts`.
 * @module
 */
export const pushWebMessages = {
  offerTitle: '¿Querés que te avisemos?',
  offerBody:
    'Te mandamos un aviso a este dispositivo cuando se libere un lugar en una clase, si el gimnasio cancela una clase tuya, cuando tu pase esté por vencer y después de cada visita: contanos cómo te fue.',
  enable: 'Activar avisos',
  notNow: 'Ahora no',
  enabled: 'Listo: te vamos a avisar en este dispositivo.',
  denied:
    'El navegador tiene bloqueados los avisos de BuscaGym. Podés habilitarlos desde la configuración del sitio.',
  failed: 'No pudimos activar los avisos. Probá de nuevo en un rato.',
  switchTitle: 'Avisos',
  switchLabel: 'Avisos en este dispositivo',
  switchOn: 'Activados',
  switchOff: 'Desactivados',
  switchHint:
    'Lugar liberado en una clase, clase cancelada, pase por vencer e invitación a opinar. Cada dispositivo se activa por separado.',
  unsupported: 'Este navegador no permite recibir avisos. Instalá la app o probá con otro navegador.',
  working: 'Un momento…',
} as const;
