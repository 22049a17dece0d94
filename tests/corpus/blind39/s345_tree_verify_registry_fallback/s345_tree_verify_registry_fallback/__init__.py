"""Token-tree verification for EAGLE-style speculative decoding."""
