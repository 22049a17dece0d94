"""W8A8 int8 linear layers (symmetric weights, dynamic per-token activations)."""
