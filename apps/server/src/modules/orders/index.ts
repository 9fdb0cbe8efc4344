export { addressRoutes } from "./addresses.routes";
export { type AddressService, createAddressService } from "./addresses.service";
export { addresses } from "./addresses.tables";
