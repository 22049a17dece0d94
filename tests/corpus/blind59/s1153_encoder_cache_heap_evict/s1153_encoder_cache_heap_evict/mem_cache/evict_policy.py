import heapq
from typing import Callable, Dict, List


EvictFn = Callable[[Dict[int, int], Dict[int, int], int], List[int]]


def lru_victims(last_access: Dict[int, int], hit_count: Dict[int, int], num_evict: int) -> List[int]:
    heap: List[tuple] = []
    for key, ts in last_access.items():
        heapq.heappush(heap, (ts, key))
    return [heapq.heappop(heap)[1] for _ in range(min(num_evict, len(heap)))]


def lfu_victims(last_access: Dict[int, int], hit_count: Dict[int, int], num_evict: int) -> List[int]:
    order = sorted(hit_count, key=lambda k: (hit_count[k], last_access[k]))
    return order[:num_evict]


def fifo_victims(last_access: Dict[int, int], hit_count: Dict[int, int], num_evict: int) -> List[int]:
    return list(last_access)[:num_evict]


_POLICIES: Dict[str, EvictFn] = {
    "lru": lru_victims,
    "lfu": lfu_victims,
    "fifo": fifo_victims,
}


def get_eviction_policy(name: str) -> EvictFn:
    if name not in _POLICIES:
        raise ValueError(f"Unknown eviction policy: {name}")
    return _POLICIES[name]
