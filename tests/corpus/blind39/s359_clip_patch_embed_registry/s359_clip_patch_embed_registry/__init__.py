"""CLIP vision transformer with pluggable patch-embedding implementations."""
