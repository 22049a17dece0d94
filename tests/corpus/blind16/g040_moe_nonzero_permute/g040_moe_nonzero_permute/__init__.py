"""Top-1 MoE with index-based token permutation and load-balancing stats."""
