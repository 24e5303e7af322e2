/** A country of the billing form's list (GET /api/countries/all), named in the interface culture. */
export interface Country {
  alpha3Code: string;
  name: string;
}
