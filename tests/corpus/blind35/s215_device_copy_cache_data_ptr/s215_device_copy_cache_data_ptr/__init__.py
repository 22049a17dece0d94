from .cache import DeviceCopyCache
from .engine import OffloadEngine, ShardedLinearStage

__all__ = ["DeviceCopyCache", "OffloadEngine", "ShardedLinearStage"]
