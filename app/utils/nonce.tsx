import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

/** The per-request CSP nonce on the server; empty in the browser (browsers hide it after parsing). */
export function useNonce(): string {
  return useContext(NonceContext);
}
