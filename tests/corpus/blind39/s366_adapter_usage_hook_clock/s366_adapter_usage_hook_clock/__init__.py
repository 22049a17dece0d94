from .engine import decode_step
from .metrics import LoRAUsageMetrics

__all__ = ["LoRAUsageMetrics", "decode_step"]
