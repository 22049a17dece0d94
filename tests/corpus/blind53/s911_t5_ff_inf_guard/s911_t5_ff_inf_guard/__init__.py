from .configuration import T5SmallConfig
from .modeling import T5EncoderStack

__all__ = ["T5SmallConfig", "T5EncoderStack"]
