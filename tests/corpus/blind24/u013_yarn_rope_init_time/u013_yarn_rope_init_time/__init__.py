from .rope_utils import ROPE_INIT_FUNCTIONS, rope_init
from .model import QwenishConfig, QwenishModel, prefill

__all__ = ["ROPE_INIT_FUNCTIONS", "rope_init", "QwenishConfig", "QwenishModel", "prefill"]
