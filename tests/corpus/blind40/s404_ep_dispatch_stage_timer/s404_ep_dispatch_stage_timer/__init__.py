"""Expert-parallel MoE decode path (single-rank fallback for the all-to-all)."""
