"""Draft/verify step of an EAGLE-style speculative decoding worker."""
