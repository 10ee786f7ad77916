// Error bodies in OpenAI's format, shared by the Responses and Chat Completions protocols.

const TYPES: Record<number, string> = {
  401: "authentication_error",
  403: "permission_error",
  404: "not_found_error",
  429: "rate_limit_error",
};

export function openAiError(status: number, message: string): Record<string, unknown> {
  const type = TYPES[status] ?? (status >= 500 ? "server_error" : "invalid_request_error");
  return { error: { message, type, param: null, code: null } };
}

export function modelNotFound(model: string, message?: string): Record<string, unknown> {
  return {
    error: {
      message: message ?? `The model \`${model}\` does not exist or you do not have access to it.`,
      type: "invalid_request_error",
      param: null,
      code: "model_not_found",
    },
  };
}
