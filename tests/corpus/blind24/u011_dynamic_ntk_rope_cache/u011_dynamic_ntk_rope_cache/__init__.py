from .configuration import TinyLlamaConfig
from .modeling import TinyLlamaModel, build_model

__all__ = ["TinyLlamaConfig", "TinyLlamaModel", "build_model"]
