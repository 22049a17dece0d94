"""Safety reward classifier whose per-category thresholds ship as a JSON file."""
from .head import classify  # noqa: F401
