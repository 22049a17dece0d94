from __future__ import annotations

import heapq
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Callable, Dict, List, Type


@dataclass
class BlockMeta:
    block_id: int
    last_accessed: int = 0
    hit_count: int = 0
    ref_cnt: int = 0


EVICTION_POLICIES: Dict[str, Type["EvictionPolicy"]] = {}


def register_policy(name: str) -> Callable[[Type["EvictionPolicy"]], Type["EvictionPolicy"]]:
    def _wrap(cls: Type["EvictionPolicy"]) -> Type["EvictionPolicy"]:
        EVICTION_POLICIES[name] = cls
        return cls

    return _wrap


class EvictionPolicy(ABC):
    @abstractmethod
    def priority(self, meta: BlockMeta) -> tuple:
        ...

    def select_victims(self, candidates: List[BlockMeta], num_blocks: int) -> List[int]:
        heap = [(self.priority(m), m.block_id) for m in candidates if m.ref_cnt == 0]
        heapq.heapify(heap)
        victims = []
        while heap and len(victims) < num_blocks:
            _, block_id = heapq.heappop(heap)
            victims.append(block_id)
        return victims


@register_policy("lru")
class LRUPolicy(EvictionPolicy):
    def priority(self, meta: BlockMeta) -> tuple:
        return (meta.last_accessed,)


@register_policy("lfu")
class LFUPolicy(EvictionPolicy):
    def priority(self, meta: BlockMeta) -> tuple:
        return (meta.hit_count, meta.last_accessed)


def get_eviction_policy(name: str) -> EvictionPolicy:
    try:
        return EVICTION_POLICIES[name]()
    except KeyError:
        raise ValueError(f"Unknown eviction policy {name!r}; choose from {sorted(EVICTION_POLICIES)}")
