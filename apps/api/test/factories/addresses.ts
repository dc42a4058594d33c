/** A valid Brazilian address for request bodies (the API stores the CEP as digits). */
export const address = {
  zip_code: "13015-100",
  street: "Rua Barão de Jaguara",
  number: "1000",
  district: "Centro",
  city: "Campinas",
  uf: "SP",
};
