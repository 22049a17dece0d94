"""Per-layer eviction policy table parsed once at import time."""
