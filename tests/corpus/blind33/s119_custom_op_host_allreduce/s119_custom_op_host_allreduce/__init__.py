"""MLP whose all-reduce goes through a host-side (shared-memory style) fallback op."""
