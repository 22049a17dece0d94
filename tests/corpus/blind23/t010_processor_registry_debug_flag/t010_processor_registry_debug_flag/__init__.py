"""Registry-driven logits processor pipeline with opt-in debug validation."""
from . import processors  # noqa: F401  (populates the registry)
