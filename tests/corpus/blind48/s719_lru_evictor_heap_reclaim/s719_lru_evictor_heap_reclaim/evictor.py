import enum
import heapq
from abc import ABC, abstractmethod
from typing import Dict, List, Tuple


class EvictionPolicy(enum.Enum):
    LRU = enum.auto()


class Evictor(ABC):
    @abstractmethod
    def add(self, block_id: int, content_hash: int, num_hashed_tokens: int, last_accessed: float) -> None: ...

    @abstractmethod
    def evict(self) -> Tuple[int, int]: ...

    @property
    @abstractmethod
    def num_blocks(self) -> int: ...


class BlockMetaData:
    def __init__(self, content_hash: int, num_hashed_tokens: int, last_accessed: float):
        self.content_hash = content_hash
        self.num_hashed_tokens = num_hashed_tokens
        self.last_accessed = last_accessed


class LRUEvictor(Evictor):
    """Evicts the least recently used cached block; ties go to the longest prefix."""

    def __init__(self):
        self.free_table: Dict[int, BlockMetaData] = {}
        self.priority_queue: List[Tuple[float, int, int, int]] = []

    def add(self, block_id, content_hash, num_hashed_tokens, last_accessed):
        self.free_table[block_id] = BlockMetaData(content_hash, num_hashed_tokens, last_accessed)
        heapq.heappush(self.priority_queue, (last_accessed, -num_hashed_tokens, block_id, content_hash))

    def evict(self) -> Tuple[int, int]:
        while self.priority_queue:
            last_accessed, _, block_id, content_hash = heapq.heappop(self.priority_queue)
            meta = self.free_table.get(block_id)
            if meta is not None and meta.last_accessed == last_accessed:
                self.free_table.pop(block_id)
                return block_id, content_hash
        raise ValueError("No usable cache memory left")

    @property
    def num_blocks(self) -> int:
        return len(self.free_table)


def make_evictor(policy: EvictionPolicy) -> Evictor:
    if policy == EvictionPolicy.LRU:
        return LRUEvictor()
    raise ValueError(f"Unknown cache eviction policy: {policy}")
