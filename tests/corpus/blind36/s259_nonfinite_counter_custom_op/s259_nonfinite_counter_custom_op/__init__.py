from .health import HEALTH, nonfinite_count
from .model import GuardedMLP, guarded_forward

__all__ = ["HEALTH", "nonfinite_count", "GuardedMLP", "guarded_forward"]
