"""Token permutation based MoE with optional device kernels."""
