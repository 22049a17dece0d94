from .placeholders import PlaceholderRange, MultiModalLayout
from .attention import BidirectionalImageAttention

__all__ = ["PlaceholderRange", "MultiModalLayout", "BidirectionalImageAttention"]
