"""Expert-parallel MoE layer (single-rank fallback for the all-to-all)."""
