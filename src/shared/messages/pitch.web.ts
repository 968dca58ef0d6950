/**
 * Marketing copy (es-AR, voseo) of the landing page `/` and of the pitch pages `/legendCe` (gym
 * owners) and `/legendUf` (members), SPEC §1–§2. Re-exported by `messages/index.ts`.
 * @module
 */

/** A titled paragraph of a pitch page. */
export interface PitchPoint {
  title: string;
  body: string;
}

/** A question and its answer. */
export interface PitchFaq {
  question: string;
  answer: string;
}

/** Every text of one pitch page, in reading order. */
export interface PitchContent {
  pageTitle: string;
  description: string;
  eyebrow: string;
  title: string;
  lead: string;
  primaryCta: string;
  secondaryCta: string;
  benefitsTitle: string;
  benefits: readonly PitchPoint[];
  stepsTitle: string;
  steps: readonly string[];
  faqTitle: string;
  faq: readonly PitchFaq[];
  closingTitle: string;
  closingBody: string;
}

/** Landing page `/`. */
export const landingMessages = {
  pageTitle: 'Encontrá tu gimnasio en Buenos Aires',
  eyebrow: 'Gimnasios y clubes de la Ciudad',
  title: 'Encontrá el gimnasio que te queda bien, a pocas cuadras',
  lead: 'Compará precio, puntaje, distancia y actividades de los gimnasios y clubes de barrio de Buenos Aires. Sin llamar a nadie, en un solo lugar.',
  ctaSearch: 'Buscar gimnasios',
  ctaMap: 'Ver el mapa',
  highlightsTitle: 'Elegir dónde entrenar nunca fue tan fácil',
  highlights: [
    {
      title: 'Cerca tuyo',
      body: 'Ordená por distancia desde donde estás y descubrí clubes que tenías a la vuelta sin saberlo.',
    },
    {
      title: 'Precios a la vista',
      body: 'Mirá cuánto sale cada lugar antes de ir y quedate con el que entra en tu presupuesto.',
    },
    {
      title: 'Tu actividad',
      body: 'Natación, funcional, yoga, boxeo, vóley, patín y muchas más: filtrá por lo que te gusta.',
    },
  ] satisfies readonly PitchPoint[],
  ownerTeaserTitle: '¿Tenés un gimnasio o un club?',
  ownerTeaserBody: 'Sumalo a BuscaGym y llegá a los vecinos que buscan dónde entrenar.',
  ownerTeaserCta: 'Conocé los beneficios para dueños',
  memberTeaserTitle: '¿Querés empezar a entrenar?',
  memberTeaserBody: 'Guardá tus favoritos, compará planes y pagá tu cuota online.',
  memberTeaserCta: 'Conocé los beneficios para miembros',
} as const;

/** Owner pitch `/legendCe` ("Sos propietario? Unite!"). */
export const ownerPitchMessages: PitchContent = {
  pageTitle: 'Sumá tu gimnasio',
  description:
    'Publicá tu gimnasio o club en BuscaGym: más visibilidad en tu barrio, tu oferta siempre al día y cobros online.',
  eyebrow: 'Para dueños de gimnasios y clubes',
  title: 'Que los vecinos que buscan dónde entrenar te encuentren a vos',
  lead: 'Todos los días alguien en tu barrio busca un gimnasio cerca de casa o del trabajo. Con BuscaGym tu club aparece en esa búsqueda, con tus precios, tus actividades y tu ubicación en el mapa.',
  primaryCta: 'Sumá tu gimnasio',
  secondaryCta: 'Mirá cómo te ven',
  benefitsTitle: 'Por qué sumarte',
  benefits: [
    {
      title: 'Más visibilidad en tu barrio',
      body: 'Aparecés cuando alguien busca por cercanía, precio o actividad, y en el mapa de la Ciudad. Justo cuando está decidiendo.',
    },
    {
      title: 'Tu vidriera, siempre al día',
      body: 'Fotos, logo, dirección, contacto y cada actividad con duración y precio. Cambiás algo y se ve al instante.',
    },
    {
      title: 'Cobrá online',
      body: 'Tus miembros pagan el plan con tarjeta desde BuscaGym. Menos efectivo en el mostrador y menos cuotas atrasadas.',
    },
    {
      title: 'Tus ventas, en un solo lugar',
      body: 'Seguí tus ventas y tus clientes desde tu panel, sin planillas ni cuadernos.',
    },
    {
      title: 'Una reputación que suma',
      body: 'El puntaje y los favoritos de tus miembros te ayudan a destacarte frente a otros lugares de la zona.',
    },
    {
      title: 'Empezá sin riesgo',
      body: 'Arrancá con la prueba gratis, cargá tu gimnasio y medí cuánta gente nueva llega.',
    },
  ],
  stepsTitle: 'Empezá en tres pasos',
  steps: [
    'Creá tu cuenta como "Cliente Empresa".',
    'Cargá tu gimnasio: dirección, fotos, precios y actividades.',
    'Recibí a los nuevos miembros que te encuentran en BuscaGym.',
  ],
  faqTitle: 'Preguntas frecuentes',
  faq: [
    {
      question: '¿Por qué mi club ya aparece en BuscaGym?',
      answer:
        'Arrancamos con los clubes que la Ciudad de Buenos Aires publica como datos abiertos. Los precios y puntajes marcados con asterisco (*) son de ejemplo hasta que cada club cargue los suyos.',
    },
    {
      question: '¿Cómo reclamo mi club si ya aparece?',
      answer:
        'Creá tu cuenta de empresa, abrí la página de tu club y tocá «Reclamalo» en «¿Es tu gimnasio?». Si el club tiene un mail público, te mandamos ahí un código para confirmarlo al instante; si no, un administrador revisa tu pedido y te avisa por mail. Antes de reclamarlo ves cuántos gimnasios permite tu plan.',
    },
    {
      question: '¿Necesito saber de tecnología?',
      answer: 'No. Si usás el celular todos los días, vas a poder cargar tu gimnasio en unos minutos.',
    },
    {
      question: '¿Puedo publicar varias actividades con precios distintos?',
      answer: 'Sí. Cada actividad puede tener descripción, duración y precio propios.',
    },
  ],
  closingTitle: 'Tu próximo socio ya te está buscando',
  closingBody: 'Sumate hoy y hacé que te encuentre.',
};

/** Member benefits `/legendUf` ("Beneficios para miembros"). */
export const memberPitchMessages: PitchContent = {
  pageTitle: 'Beneficios para miembros',
  description:
    'Con BuscaGym comparás gimnasios y clubes de Buenos Aires por precio, puntaje, distancia y actividad, guardás favoritos y pagás online.',
  eyebrow: 'Para quienes quieren entrenar',
  title: 'Entrená donde te quede cómodo, al precio que buscás',
  lead: 'Comparás gimnasios y clubes de toda la Ciudad en minutos: cuánto salen, qué actividades tienen, qué puntaje les dan los miembros y a cuántas cuadras están.',
  primaryCta: 'Probá gratis',
  secondaryCta: 'Buscar gimnasios',
  benefitsTitle: 'Lo que ganás con BuscaGym',
  benefits: [
    {
      title: 'Todo en una tarjeta',
      body: 'Precio, puntaje, distancia y actividades de cada lugar, a simple vista. Nada de llamar a diez gimnasios.',
    },
    {
      title: 'El más cercano, primero',
      body: 'Ordená por distancia desde donde estás o miralos todos en el mapa, con el camino para llegar.',
    },
    {
      title: 'Tu actividad, tu estilo',
      body: 'Filtrá por natación, funcional, yoga, boxeo, danza, fútbol y muchas más.',
    },
    {
      title: 'Tus favoritos, guardados',
      body: 'Marcá los lugares que te gustan y volvé a ellos cuando quieras decidir.',
    },
    {
      title: 'Pagá online',
      body: 'Sumá tu plan al carrito y pagalo con tarjeta, sin filas ni efectivo.',
    },
    {
      title: 'Compartí tu búsqueda',
      body: 'Cada búsqueda tiene un enlace propio: mandáselo a quien va a entrenar con vos.',
    },
  ],
  stepsTitle: 'Así de simple',
  steps: [
    'Buscá por nombre, actividad o cercanía.',
    'Compará precios y puntajes, y mirá cómo llegar.',
    'Creá tu cuenta gratis y elegí tu plan.',
  ],
  faqTitle: 'Preguntas frecuentes',
  faq: [
    {
      question: '¿Cuánto cuesta usar BuscaGym?',
      answer: 'Buscar y comparar gimnasios es gratis y no necesitás una cuenta.',
    },
    {
      question: '¿Tengo que compartir mi ubicación?',
      answer:
        'No. Si la compartís, medimos las distancias desde donde estás; si no, desde un punto de referencia de Buenos Aires. Solo la usamos para calcular distancias.',
    },
    {
      question: '¿Los precios son reales?',
      answer:
        'Los precios y puntajes marcados con asterisco (*) son de demostración hasta que cada club cargue los suyos. Antes de pagar, siempre ves el precio final.',
    },
  ],
  closingTitle: 'Tu próximo entrenamiento está más cerca de lo que pensás',
  closingBody: 'Buscá, compará y elegí hoy.',
};
