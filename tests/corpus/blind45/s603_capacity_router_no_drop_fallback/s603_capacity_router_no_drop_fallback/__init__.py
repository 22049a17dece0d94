from .config import CapacityConfig
from .router import CapacityRouter

__all__ = ["CapacityConfig", "CapacityRouter"]
