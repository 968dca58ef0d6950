import { describe, expect, it } from 'vitest';
import { isAllCaps, titleCaseEs } from './title-case';

describe('titleCaseEs', () => {
  it.each([
    // Names from data/seed/caba_clubes.csv
    ['CLUB SOCIAL Y DEPORTIVO DEFENSORES DE CHACARITA', 'Club Social y Deportivo Defensores de Chacarita'],
    ['CIRCULO SOCIAL Y DEPORTIVO DEL ONCE', 'Circulo Social y Deportivo del Once'],
    [
      'ASOCIACION CRISTIANA DE JOVENES DE LA REPUBLICA ARGENTINA',
      'Asociacion Cristiana de Jovenes de la Republica Argentina',
    ],
    ['RIO DE LA PLATA', 'Rio de la Plata'],
    ['PARQUE DE LOS PATRICIOS', 'Parque de los Patricios'],
    ['ATLETICO LA PATERNAL', 'Atletico La Paternal'],
    ['CLUB ATLETICO LOS VIEJOS MUCHACHOS (N.O.B.)', 'Club Atletico Los Viejos Muchachos (N.O.B.)'],
    ['EL ALBA', 'El Alba'],
    ['TIERRA, TECHO Y TRABAJO', 'Tierra, Techo y Trabajo'],
    ['17 DE AGOSTO', '17 de Agosto'],
    ['25 DE MAYO 1810', '25 de Mayo 1810'],
    ['UNION GENERAL ARMENIA DE CULTURA FISICA - UGAB', 'Union General Armenia de Cultura Fisica - UGAB'],
    ['UNION ARGENTINA DE SORDOMUDOS  UAS', 'Union Argentina de Sordomudos UAS'],
    [
      'ASOCIACION CIVIL DE VECINOS FLORENTINO AMEGHINO (AVEFA)',
      'Asociacion Civil de Vecinos Florentino Ameghino (AVEFA)',
    ],
    [
      'CLUB DEL PERSONAL DE DIRECCION DEL FERROCARRIL DOMINGO FAUSTINO SARMIENTO - FCDFS',
      'Club del Personal de Direccion del Ferrocarril Domingo Faustino Sarmiento - FCDFS',
    ],
    [
      'JOVENES DEPORTISTAS - ASOCIACION CIVIL GENERAL SAVIO',
      'Jovenes Deportistas - Asociacion Civil General Savio',
    ],
    ['NUESTRO BUENOS AIRES CANBA', 'Nuestro Buenos Aires CANBA'],
    ['DAOM', 'DAOM'],
    ['PEÑAROL ARGENTINO', 'Peñarol Argentino'],
    ['CLUB SOCIAL Y DEPORTIVO AÑASCO', 'Club Social y Deportivo Añasco'],
    [
      'AGRUPACION SUBATLÁNTICA DE EXPEDICIONES SUBMARINAS JULES ROSSI',
      'Agrupacion Subatlántica de Expediciones Submarinas Jules Rossi',
    ],
    ['CIRCULO  SOCIAL VALLE  MIÑOR', 'Circulo Social Valle Miñor'],
    [
      'ASOCIACION VECINAL PRO-FOMENTO DE SAAVEDRA Y BIBLIOTECA POPULAR (El Pañuelito)',
      'Asociacion Vecinal Pro-Fomento de Saavedra y Biblioteca Popular (El Pañuelito)',
    ],
    [
      'ASOCIACION URQUIZA TENIS CLUB (ANTES ASOCIACION CLUB ATLETICO URQUIZA)',
      'Asociacion Urquiza Tenis Club (Antes Asociacion Club Atletico Urquiza)',
    ],
    ['CLUB SOCIAL, CULTURAL Y DEPORTIVO LARRAZABAL', 'Club Social, Cultural y Deportivo Larrazabal'],
    ['Club Deportivo Español', 'Club Deportivo Español'],
    // Shapes the file does not have but the rules promise
    ['C.A. ALL BOYS', 'C.A. All Boys'],
    ['S.A.G. VILLA DEVOTO', 'S.A.G. Villa Devoto'],
    ['GEBA SEDE II', 'GEBA Sede II'],
    ['CLUB YPF', 'Club YPF'],
    ['AMIA Y CASA', 'AMIA y CASA'],
    ["CLUB O'HIGGINS", "Club O'Higgins"],
    ['DR. R. C. ALDAO', 'Dr. R. C. Aldao'],
    ['ÑANDÚ ÁGUILA', 'Ñandú Águila'],
    ['Villa Del Parque', 'Villa del Parque'],
    ['Y DE LOS ANDES', 'Y de los Andes'],
  ])('%s → %s', (input, expected) => {
    expect(titleCaseEs(input)).toBe(expected);
  });

  it('keeps "Casa" a word when no acronym list is given (addresses)', () => {
    expect(titleCaseEs('MANZANA 3 CASA 1 VILLA 1-11-14', { acronyms: new Set() })).toBe(
      'Manzana 3 Casa 1 Villa 1-11-14',
    );
  });

  it('does not read Spanish words as Roman numerals', () => {
    expect(titleCaseEs('MI CLUB DI CIVIL')).toBe('Mi Club Di Civil');
  });

  it('is idempotent', () => {
    const once = titleCaseEs('CLUB ATLETICO SAN LORENZO DE ALMAGRO');
    expect(titleCaseEs(once)).toBe(once);
  });
});

describe('isAllCaps', () => {
  it('needs letters and no lower-case letter', () => {
    expect(isAllCaps('VILELA 3340')).toBe(true);
    expect(isAllCaps('DAVILA 1330 3º Piso A')).toBe(false);
    expect(isAllCaps('1234')).toBe(false);
  });
});
