from .configuration_gemma import GemmaConfig
from .modeling_gemma import GemmaModel

__all__ = ["GemmaConfig", "GemmaModel"]
