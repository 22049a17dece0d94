"""RWKV-style time-mix with token-shift and wkv state, reset arithmetically on new requests."""
