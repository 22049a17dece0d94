"""Model runner with pluggable per-step observer hooks (metrics, debugging)."""
from . import metrics  # noqa: F401  (registers the built-in hooks)
