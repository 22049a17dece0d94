"""Pipeline-parallel stage for a Llama-style decoder (single-process loopback transport)."""
