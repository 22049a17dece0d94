"""Per-request recurrent-state slots for an RWKV/GRU-style decode layer."""
