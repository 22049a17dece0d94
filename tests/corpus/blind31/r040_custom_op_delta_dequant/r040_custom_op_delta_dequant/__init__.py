"""BitDelta-style 1-bit weight deltas, unpacked by an opaque custom op."""
