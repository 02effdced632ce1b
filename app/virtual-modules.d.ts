/** The sprite file's address, hashed by its content (scripts/icon-sprite.ts). */
declare module "virtual:icon-sprite" {
  const href: string;
  export default href;
}
