from .configuration import TinyLlamaConfig
from .modeling import TinyLlamaModel

__all__ = ["TinyLlamaConfig", "TinyLlamaModel"]
