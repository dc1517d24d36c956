/** A decimal number sent as a string (amount, rate, price). */
export type DecimalString = string;
/** An id the server may send as a number or a numeric string. */
export type Id = number | string;
/** A 0/1 switch as the API encodes it. */
export type Flag = 0 | 1;
