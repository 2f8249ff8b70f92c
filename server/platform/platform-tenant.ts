/** The platform's own tenant (the operator's): it holds the shared menus, dictionaries and clients. */
export const PLATFORM_TENANT = '000000'
