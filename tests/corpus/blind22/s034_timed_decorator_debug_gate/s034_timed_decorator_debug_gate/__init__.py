from . import metrics
from .engine import forward_step, step

__all__ = ["metrics", "forward_step", "step"]
