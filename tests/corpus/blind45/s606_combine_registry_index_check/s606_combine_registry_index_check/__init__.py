"""EP MoE layer whose un-permutation ("combine") strategy comes from a registry."""
