from .prof import STEP_COUNTS, nvtx_range
from .rope import RotaryAttention

__all__ = ["STEP_COUNTS", "nvtx_range", "RotaryAttention"]
