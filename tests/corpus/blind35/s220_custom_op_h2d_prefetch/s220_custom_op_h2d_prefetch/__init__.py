from .ops import stream_in
from .stage import PrefetchingStage

__all__ = ["stream_in", "PrefetchingStage"]
