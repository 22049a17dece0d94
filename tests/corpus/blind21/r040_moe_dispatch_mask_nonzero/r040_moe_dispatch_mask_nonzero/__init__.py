"""Reference sparse MoE block (token-choice top-k routing, per-expert loop)."""
