from .config import RaggedEncoderConfig
from .modeling import RaggedEncoder

__all__ = ["RaggedEncoderConfig", "RaggedEncoder"]
