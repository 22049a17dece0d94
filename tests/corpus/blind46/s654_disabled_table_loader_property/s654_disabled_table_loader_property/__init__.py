"""Fused add + RMSNorm with a lazily loaded per-hidden-size launch table."""
