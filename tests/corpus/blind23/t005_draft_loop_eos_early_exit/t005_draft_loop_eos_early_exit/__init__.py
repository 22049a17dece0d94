"""EAGLE-style draft proposer producing k draft tokens per request."""
