"""Top-k / temperature sampler with reproducible per-request seeds."""
