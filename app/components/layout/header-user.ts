/** The signed-in visitor as the header and its menus show them (a type module: no cycle between them). */
export interface HeaderUser {
  email: string;
  /** Any staff role: the header offers the back office. */
  isStaff: boolean;
  /** The role's name, for the account menu ("Editor"). */
  roleLabel: string;
}
