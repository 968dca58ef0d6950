import { describe, expect, it } from 'vitest';
import { placeOf } from './nominatim';

describe("a Nominatim place in our shape (Nominatim jsonv2 'address' details)", () => {
  it('labels street and number with the barrio (Buenos Aires tags barrios as suburb)', () => {
    expect(
      placeOf({
        lat: -34.5883,
        lon: -58.4106,
        display_name: '3253, Avenida Santa Fe, Palermo, Buenos Aires, Argentina',
        address: { road: 'Avenida Santa Fe', house_number: '3253', suburb: 'Palermo', city: 'Buenos Aires' },
      }),
    ).toEqual({
      latitude: -34.5883,
      longitude: -58.4106,
      label: 'Avenida Santa Fe 3253, Palermo',
      neighbourhood: 'Palermo',
    });
  });

  it('falls back to the nearest named area, then to the display name', () => {
    expect(
      placeOf({ lat: -31.4, lon: -64.2, address: { pedestrian: 'Peatonal 9 de Julio', city: 'Córdoba' } }),
    ).toMatchObject({
      label: 'Peatonal 9 de Julio, Córdoba',
      neighbourhood: 'Córdoba',
    });
    expect(placeOf({ lat: -54.8, lon: -68.3, display_name: 'Ushuaia, Tierra del Fuego' })).toMatchObject({
      label: 'Ushuaia, Tierra del Fuego',
      neighbourhood: null,
    });
  });
});
