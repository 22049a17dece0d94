from .math_utils import cdiv, next_power_of_2, round_up
from .profiling import nvtx_range

__all__ = ["cdiv", "next_power_of_2", "round_up", "nvtx_range"]
