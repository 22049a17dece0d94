"""Post-sampling output processors (logprobs, ranks) for the OpenAI-compatible API."""
