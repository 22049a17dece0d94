"""Expert-parallel load balancing: load statistics and rebalancing policy."""
from .recorder import ExpertLoadRecorder, get_load_recorder

__all__ = ["ExpertLoadRecorder", "get_load_recorder"]
