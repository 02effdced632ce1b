/** The signed-in visitor as the header and its menus show them (a type module: no cycle between them). */
export interface HeaderUser {
  email: string;
  isAdmin: boolean;
}
