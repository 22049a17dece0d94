"""Tiny top-k MoE layer that exports router load-balance metrics."""
