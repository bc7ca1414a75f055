/** The functions whose first argument is a message: `t({ id, defaultMessage })` and kin. */
export const messageFunctions = new Set(["t", "rich", "defineMessage"]);
