"""EP MoE layer with pluggable dispatch backends (local all-to-all or DeepEP)."""
