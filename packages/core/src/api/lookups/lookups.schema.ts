import * as z from 'zod/mini'

const id = z.number()

export const countrySchema = z.object({ id, isoCode: z.string(), name: z.string() })
export type Country = z.infer<typeof countrySchema>

export const currencySchema = z.object({
  id,
  code: z.string(),
  name: z.string(),
  decimalPlaces: z.number(),
})
export type Currency = z.infer<typeof currencySchema>

export const languageSchema = z.object({ id, code: z.string(), name: z.string() })
export type Language = z.infer<typeof languageSchema>

export const customerSchema = z.object({ id, name: z.string() })
export type Customer = z.infer<typeof customerSchema>

export const paymentMethodSchema = z.object({ id, code: z.string(), name: z.string() })
export type PaymentMethod = z.infer<typeof paymentMethodSchema>

export const serviceProviderSchema = z.object({ id, name: z.string() })
export type ServiceProvider = z.infer<typeof serviceProviderSchema>

export const countriesSchema = z.array(countrySchema)
export const currenciesSchema = z.array(currencySchema)
export const languagesSchema = z.array(languageSchema)
export const customersSchema = z.array(customerSchema)
export const paymentMethodsSchema = z.array(paymentMethodSchema)
export const serviceProvidersSchema = z.array(serviceProviderSchema)
