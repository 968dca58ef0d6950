/**
 * Spanish (es-AR, voseo) texts of the commerce screens: products on the gym detail, the cart, the
 * checkout at `/stripe` (SPEC §2), "Mis compras" and the digital pass. Re-exported by `messages/index.ts`.
 * @module
 */
import { DEMO_DECLINE_CARD } from '../constants/commerce';
import { numberEsAr } from './plural';

const units = (n: number) => `${numberEsAr.format(n)} ${n === 1 ? 'unidad' : 'unidades'}`;

/** The demo-mode notice (docs/architecture.md §3 "payments"): on every screen where money shows in `manual` mode. */
export const demoModeMessages = {
  notice: 'Modo demostración: no se cobra dinero real',
  declineHint: `Para probar un rechazo usá la tarjeta ${DEMO_DECLINE_CARD}.`,
} as const;

/** What a gym sells, on its detail page ("Comprar"). */
export const productMessages = {
  title: 'Comprar',
  lead: 'Pagá tu cuota o tus clases acá y recibí tu pase digital al instante.',
  loading: 'Cargando lo que vende este gimnasio…',
  loadError: 'No pudimos cargar lo que vende este gimnasio',
  empty: 'Este gimnasio todavía no vende por BuscaGym.',
  priceLabel: 'Precio',
  add: 'Agregar al carrito',
  addLabel: (name: string) => `Agregar ${name} al carrito`,
  adding: 'Agregando…',
  added: (name: string) => `Agregaste ${name} al carrito.`,
  viewCart: 'Ver mi carrito',
  /** The invitation a visitor reads: why to sign in, and its two links. */
  visitorInvite: {
    text: 'Iniciá sesión para pagar; guardamos lo que agregaste.',
    signIn: 'Iniciar sesión',
    createAccount: 'Crear una cuenta',
  },
} as const;

/** The cart link of the top bar. */
export const cartBadgeMessages = {
  text: 'Carrito',
  label: (count: number | undefined) =>
    count === undefined ? 'Mi carrito' : count === 0 ? 'Mi carrito, vacío' : `Mi carrito, ${units(count)}`,
} as const;

/** The cart page (`/cart`, "Mi carrito"). */
export const cartPageMessages = {
  title: 'Mi carrito',
  loading: 'Cargando tu carrito…',
  loadError: 'No pudimos cargar tu carrito',
  emptyTitle: 'Tu carrito está vacío',
  emptyBody: 'Buscá un gimnasio y agregá la cuota mensual o clases sueltas.',
  searchGyms: 'Buscar gimnasios',
  linesLabel: 'Productos de tu carrito',
  unitPrice: 'Precio unitario',
  qty: 'Cantidad',
  qtyLabel: (name: string) => `Cantidad de ${name}`,
  lineTotal: 'Subtotal',
  increase: (name: string) => `Sumar una unidad de ${name}`,
  decrease: (name: string) => `Restar una unidad de ${name}`,
  decreaseRemoves: (name: string) => `Sacar ${name} del carrito`,
  remove: 'Quitar',
  removeLabel: (name: string) => `Quitar ${name} del carrito`,
  unavailable: 'Ya no está a la venta',
  clear: 'Vaciar carrito',
  clearTitle: 'Vaciar el carrito',
  clearConfirm: '¿Seguro que querés sacar todos los productos de tu carrito?',
  clearSubmit: 'Sí, vaciar',
  clearing: 'Vaciando…',
  cancel: 'Cancelar',
  cleared: 'Vaciamos tu carrito.',
  count: (n: number) => units(n),
  total: 'Total',
  pay: 'Pagar',
  qtyNow: (name: string, qty: number) => `${name}: ${units(qty)} en el carrito.`,
  removed: (name: string) => `Sacamos ${name} del carrito.`,
  visitorNote:
    'Guardamos estos productos en este navegador. Iniciá sesión para ver el total con los precios de hoy y pagar.',
  priceSeen: 'Precio al agregarlo',
  signInToPay: 'Iniciar sesión para pagar',
  accountCannotBuy: 'Tu cuenta no tiene carrito',
  unknownProduct: 'Producto que ya no existe',
  merged: 'Sumamos a tu carrito lo que habías agregado antes de iniciar sesión.',
  mergeFailed: 'No pudimos sumar a tu carrito lo que habías agregado antes de iniciar sesión.',
  payBlocked: 'Confirmá los precios nuevos para poder pagar.',
} as const;

/** The banner of a cart whose prices changed or that holds products no longer for sale. */
export const cartReviewMessages = {
  title: 'Revisá tu carrito antes de pagar',
  priceChanged: (name: string, before: string, now: string) => `${name}: antes ${before}, ahora ${now}.`,
  unavailable: (name: string) => `${name} ya no está a la venta: lo sacamos al confirmar.`,
  confirm: 'Confirmar precios nuevos',
  confirming: 'Confirmando…',
  confirmed: 'Listo: tu carrito tiene los precios de hoy.',
} as const;

/** The card-payment screen (`/stripe`, SPEC §2). */
export const checkoutMessages = {
  title: 'Pagar con tarjeta',
  summary: 'Tu compra',
  loading: 'Preparando tu pago…',
  configError: 'No pudimos cargar el medio de pago',
  pay: (total: string) => `Pagar ${total}`,
  paying: 'Procesando el pago…',
  backToCart: 'Volver al carrito',
  signInTitle: 'Iniciá sesión para pagar',
  signInBody: 'Tu carrito te espera: lo que agregaste sin cuenta se suma al iniciar sesión.',
  signIn: 'Iniciar sesión',
  membersOnlyTitle: 'Esta cuenta no puede comprar',
  card: 'Datos de la tarjeta',
  cardNumber: 'Número de tarjeta',
  cardNumberHint: 'Tarjeta de prueba: 4242 4242 4242 4242.',
  /** Demo mode: fills the approving test card, a future expiry and a CVC. */
  useTestCard: 'Usar tarjeta de prueba',
  cardNumberInvalid: 'Revisá el número de tarjeta: no es válido.',
  expiry: 'Vencimiento (MM/AA)',
  expiryHint: 'Cualquier fecha futura, por ejemplo 12/30.',
  expiryInvalid: 'Revisá el vencimiento: mes y año, por ejemplo 12/30.',
  expiryPast: 'Esa tarjeta está vencida.',
  cvc: 'Código de seguridad',
  cvcHint: '3 o 4 dígitos, al dorso de la tarjeta.',
  cvcInvalid: 'Ingresá el código de seguridad: 3 o 4 dígitos.',
  onlyLast4: 'Solo enviamos los últimos 4 dígitos: el número completo no sale de tu navegador.',
  stripeLoading: 'Cargando el formulario de pago seguro…',
  stripeLoadError: 'No pudimos cargar el formulario de pago. Recargá la página y probá de nuevo.',
  payFailed: 'No pudimos completar el pago.',
} as const;

/** The order page (`/orders/{orderId}`): the return page of the payment and the receipt. */
export const orderPageMessages = {
  title: (reference: string) => `Compra ${reference}`,
  titleFallback: 'Tu compra',
  loading: 'Cargando tu compra…',
  loadError: 'No pudimos cargar tu compra',
  notFoundTitle: 'No encontramos esta compra',
  notFoundBody: 'Puede que el enlace esté incompleto o que la compra sea de otra cuenta.',
  confirming: 'Estamos confirmando tu pago…',
  stillPending: 'Todavía no tenemos la confirmación del pago. Te avisamos por email apenas llegue.',
  paidNotice: '¡Gracias! Tu pago fue aprobado.',
  failedNotice: 'El pago fue rechazado. No se cobró nada: podés intentarlo de nuevo.',
  status: 'Estado',
  reference: 'Referencia',
  createdAt: 'Fecha',
  paidAt: 'Pagada el',
  failedAt: 'Rechazada el',
  cancelledAt: 'Cancelada el',
  refundedAt: 'Reintegrada el',
  lines: 'Detalle',
  lineQty: (qty: number, unitPrice: string, unit: string) =>
    `${numberEsAr.format(qty)} × ${unitPrice} / ${unit}`,
  total: 'Total',
  receiptSent: 'Te enviamos el comprobante por email.',
  receiptPending: 'En unos minutos te llega el comprobante por email.',
  passes: 'Tus pases',
  myOrders: 'Ver mis compras',
  tryAgain: 'Intentar de nuevo',
} as const;

/** "Mis compras" on the member profile. */
export const myOrdersMessages = {
  title: 'Mis compras',
  loading: 'Cargando tus compras…',
  loadError: 'No pudimos cargar tus compras',
  emptyTitle: 'Todavía no compraste nada',
  emptyBody: 'Cuando pagues una cuota o clases, tus comprobantes y pases aparecen acá.',
  browseGyms: 'Buscar gimnasios',
  count: (n: number) => `${numberEsAr.format(n)} ${n === 1 ? 'compra' : 'compras'}`,
  viewReceipt: 'Ver comprobante',
  viewReceiptLabel: (reference: string) => `Ver el comprobante de la compra ${reference}`,
  /** A failed or cancelled order: an attempt, not a purchase. */
  attemptTitle: 'Intento de pago',
  attemptNote: 'No se cobró nada: no hay comprobante.',
} as const;

/** The digital pass of a paid line and its QR code. */
export const passMessages = {
  title: 'Pase digital',
  modalTitle: (product: string) => `Pase: ${product}`,
  qrAlt: (product: string, gym: string) => `Código QR del pase de ${product} en ${gym}`,
  qrLoading: 'Generando el código QR…',
  qrError: 'No pudimos generar el código QR. Mostrá el código en texto en la puerta.',
  gym: 'Gimnasio',
  validFrom: 'Válido desde',
  validUntil: 'Válido hasta',
  usesLeft: 'Clases disponibles',
  usesLeftValue: (left: number, total: number) => `${numberEsAr.format(left)} de ${numberEsAr.format(total)}`,
  state: 'Estado',
  visits: 'Entradas',
  visitsValue: (n: number, last: string | null) =>
    n === 0
      ? 'Todavía ninguna'
      : `${n === 1 ? '1 entrada' : `${numberEsAr.format(n)} entradas`}${last ? ` · la última el ${last}` : ''}`,
  code: 'Código',
  showAtDoor: 'Mostrá este código en la puerta del gimnasio.',
  view: 'Ver pase',
  viewLabel: (product: string, gym: string) => `Ver el pase de ${product} en ${gym}`,
  rotatingCountdown: (seconds: number) => `El código cambia en ${seconds} s`,
} as const;
