/**
 * The functions whose first argument is a message: `t({ id, defaultMessage })` and kin, and the
 * server's `msg` (an error message worded in the request's language when it is sent).
 */
export const messageFunctions = new Set(["t", "rich", "defineMessage", "msg"]);
