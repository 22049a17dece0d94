from .encoder import StreamingConvEncoder, encoder
from .state import ConvStateCache

__all__ = ["StreamingConvEncoder", "ConvStateCache", "encoder"]
