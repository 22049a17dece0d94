from .configuration_gemma3 import Gemma3TextConfig
from .modeling_gemma3 import Gemma3TextModel

__all__ = ["Gemma3TextConfig", "Gemma3TextModel"]
