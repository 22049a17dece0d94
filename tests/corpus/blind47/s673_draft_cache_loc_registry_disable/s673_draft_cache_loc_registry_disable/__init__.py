"""Draft worker glue: per-algorithm decode preparation picked from a registry."""
