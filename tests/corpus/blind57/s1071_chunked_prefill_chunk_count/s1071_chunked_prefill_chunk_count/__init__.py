from .config import PrefillConfig
from .model_runner import PrefillModelRunner

__all__ = ["PrefillConfig", "PrefillModelRunner"]
