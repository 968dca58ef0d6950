/**
 * Marketing copy (es-AR, voseo) of the landing page `/` and of the pitch pages `/legendCe` (gym
 * owners) and `/legendUf` (members), SPEC §1–§2. Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { landingCatalog, memberPitchCatalog, ownerPitchCatalog } from './locales/es-AR/pitch.web';

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
export const landingMessages = /* @__PURE__ */ room(landingCatalog, {
  pageTitle: /*i18n*/ { id: 'landing.pageTitle' },
  eyebrow: /*i18n*/ { id: 'landing.eyebrow' },
  title: /*i18n*/ { id: 'landing.title' },
  lead: /*i18n*/ { id: 'landing.lead' },
  ctaSearch: /*i18n*/ { id: 'landing.ctaSearch' },
  ctaMap: /*i18n*/ { id: 'landing.ctaMap' },
  highlightsTitle: /*i18n*/ { id: 'landing.highlightsTitle' },
  highlights: [
    {
      title: /*i18n*/ { id: 'landing.highlights.0.title' },
      body: /*i18n*/ { id: 'landing.highlights.0.body' },
    },
    {
      title: /*i18n*/ { id: 'landing.highlights.1.title' },
      body: /*i18n*/ { id: 'landing.highlights.1.body' },
    },
    {
      title: /*i18n*/ { id: 'landing.highlights.2.title' },
      body: /*i18n*/ { id: 'landing.highlights.2.body' },
    },
  ],
  ownerTeaserTitle: /*i18n*/ { id: 'landing.ownerTeaserTitle' },
  ownerTeaserBody: /*i18n*/ { id: 'landing.ownerTeaserBody' },
  ownerTeaserCta: /*i18n*/ { id: 'landing.ownerTeaserCta' },
  memberTeaserTitle: /*i18n*/ { id: 'landing.memberTeaserTitle' },
  memberTeaserBody: /*i18n*/ { id: 'landing.memberTeaserBody' },
  memberTeaserCta: /*i18n*/ { id: 'landing.memberTeaserCta' },
});

/** Owner pitch `/legendCe` ("Sos propietario? Unite!"). */
export const ownerPitchMessages: PitchContent = /* @__PURE__ */ room(ownerPitchCatalog, {
  pageTitle: /*i18n*/ { id: 'ownerPitch.pageTitle' },
  description: /*i18n*/ { id: 'ownerPitch.description' },
  eyebrow: /*i18n*/ { id: 'ownerPitch.eyebrow' },
  title: /*i18n*/ { id: 'ownerPitch.title' },
  lead: /*i18n*/ { id: 'ownerPitch.lead' },
  primaryCta: /*i18n*/ { id: 'ownerPitch.primaryCta' },
  secondaryCta: /*i18n*/ { id: 'ownerPitch.secondaryCta' },
  benefitsTitle: /*i18n*/ { id: 'ownerPitch.benefitsTitle' },
  benefits: [
    {
      title: /*i18n*/ { id: 'ownerPitch.benefits.0.title' },
      body: /*i18n*/ { id: 'ownerPitch.benefits.0.body' },
    },
    {
      title: /*i18n*/ { id: 'ownerPitch.benefits.1.title' },
      body: /*i18n*/ { id: 'ownerPitch.benefits.1.body' },
    },
    {
      title: /*i18n*/ { id: 'ownerPitch.benefits.2.title' },
      body: /*i18n*/ { id: 'ownerPitch.benefits.2.body' },
    },
    {
      title: /*i18n*/ { id: 'ownerPitch.benefits.3.title' },
      body: /*i18n*/ { id: 'ownerPitch.benefits.3.body' },
    },
    {
      title: /*i18n*/ { id: 'ownerPitch.benefits.4.title' },
      body: /*i18n*/ { id: 'ownerPitch.benefits.4.body' },
    },
    {
      title: /*i18n*/ { id: 'ownerPitch.benefits.5.title' },
      body: /*i18n*/ { id: 'ownerPitch.benefits.5.body' },
    },
  ],
  stepsTitle: /*i18n*/ { id: 'ownerPitch.stepsTitle' },
  steps: [
    /*i18n*/ { id: 'ownerPitch.steps.0' },
    /*i18n*/ { id: 'ownerPitch.steps.1' },
    /*i18n*/ { id: 'ownerPitch.steps.2' },
  ],
  faqTitle: /*i18n*/ { id: 'ownerPitch.faqTitle' },
  faq: [
    {
      question: /*i18n*/ { id: 'ownerPitch.faq.0.question' },
      answer: /*i18n*/ { id: 'ownerPitch.faq.0.answer' },
    },
    {
      question: /*i18n*/ { id: 'ownerPitch.faq.1.question' },
      answer: /*i18n*/ { id: 'ownerPitch.faq.1.answer' },
    },
    {
      question: /*i18n*/ { id: 'ownerPitch.faq.2.question' },
      answer: /*i18n*/ { id: 'ownerPitch.faq.2.answer' },
    },
    {
      question: /*i18n*/ { id: 'ownerPitch.faq.3.question' },
      answer: /*i18n*/ { id: 'ownerPitch.faq.3.answer' },
    },
  ],
  closingTitle: /*i18n*/ { id: 'ownerPitch.closingTitle' },
  closingBody: /*i18n*/ { id: 'ownerPitch.closingBody' },
});

/** Member benefits `/legendUf` ("Beneficios para miembros"). */
export const memberPitchMessages: PitchContent = /* @__PURE__ */ room(memberPitchCatalog, {
  pageTitle: /*i18n*/ { id: 'memberPitch.pageTitle' },
  description: /*i18n*/ { id: 'memberPitch.description' },
  eyebrow: /*i18n*/ { id: 'memberPitch.eyebrow' },
  title: /*i18n*/ { id: 'memberPitch.title' },
  lead: /*i18n*/ { id: 'memberPitch.lead' },
  primaryCta: /*i18n*/ { id: 'memberPitch.primaryCta' },
  secondaryCta: /*i18n*/ { id: 'memberPitch.secondaryCta' },
  benefitsTitle: /*i18n*/ { id: 'memberPitch.benefitsTitle' },
  benefits: [
    {
      title: /*i18n*/ { id: 'memberPitch.benefits.0.title' },
      body: /*i18n*/ { id: 'memberPitch.benefits.0.body' },
    },
    {
      title: /*i18n*/ { id: 'memberPitch.benefits.1.title' },
      body: /*i18n*/ { id: 'memberPitch.benefits.1.body' },
    },
    {
      title: /*i18n*/ { id: 'memberPitch.benefits.2.title' },
      body: /*i18n*/ { id: 'memberPitch.benefits.2.body' },
    },
    {
      title: /*i18n*/ { id: 'memberPitch.benefits.3.title' },
      body: /*i18n*/ { id: 'memberPitch.benefits.3.body' },
    },
    {
      title: /*i18n*/ { id: 'memberPitch.benefits.4.title' },
      body: /*i18n*/ { id: 'memberPitch.benefits.4.body' },
    },
    {
      title: /*i18n*/ { id: 'memberPitch.benefits.5.title' },
      body: /*i18n*/ { id: 'memberPitch.benefits.5.body' },
    },
  ],
  stepsTitle: /*i18n*/ { id: 'memberPitch.stepsTitle' },
  steps: [
    /*i18n*/ { id: 'memberPitch.steps.0' },
    /*i18n*/ { id: 'memberPitch.steps.1' },
    /*i18n*/ { id: 'memberPitch.steps.2' },
  ],
  faqTitle: /*i18n*/ { id: 'memberPitch.faqTitle' },
  faq: [
    {
      question: /*i18n*/ { id: 'memberPitch.faq.0.question' },
      answer: /*i18n*/ { id: 'memberPitch.faq.0.answer' },
    },
    {
      question: /*i18n*/ { id: 'memberPitch.faq.1.question' },
      answer: /*i18n*/ { id: 'memberPitch.faq.1.answer' },
    },
    {
      question: /*i18n*/ { id: 'memberPitch.faq.2.question' },
      answer: /*i18n*/ { id: 'memberPitch.faq.2.answer' },
    },
  ],
  closingTitle: /*i18n*/ { id: 'memberPitch.closingTitle' },
  closingBody: /*i18n*/ { id: 'memberPitch.closingBody' },
});
