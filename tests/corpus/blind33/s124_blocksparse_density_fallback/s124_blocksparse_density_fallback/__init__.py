"""Block-sparse attention with a dense fallback for dense-ish masks."""
