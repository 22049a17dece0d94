"""Task-vector arithmetic with a per-layer delta cache."""
