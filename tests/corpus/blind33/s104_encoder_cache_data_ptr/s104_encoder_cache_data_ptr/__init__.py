"""Vision encoder runner with an encoder-output cache (skip re-encoding shared images)."""
from .runner import VisionRunner, run_vision

__all__ = ["VisionRunner", "run_vision"]
