from .block_allocator import NaiveBlockAllocator
from .block_manager import BlockSpaceManager

__all__ = ["NaiveBlockAllocator", "BlockSpaceManager"]
