"""StreamingLLM-style attention with sink tokens and a rolling window."""
