from .slots import SlotMapper
from .decode import paged_decode

__all__ = ["SlotMapper", "paged_decode"]
