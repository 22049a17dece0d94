from __future__ import annotations

import heapq
import time
from typing import Dict, List, Optional

from .allocator import TokenToKVPoolAllocator


class TreeNode:
    def __init__(self):
        self.children: Dict[int, "TreeNode"] = {}
        self.parent: Optional["TreeNode"] = None
        self.key: List[int] = []
        self.value: List[int] = []
        self.lock_ref = 0
        self.last_access_time = time.monotonic()

    def __lt__(self, other: "TreeNode") -> bool:
        return self.last_access_time < other.last_access_time


class RadixCache:
    def __init__(self, token_to_kv_pool_allocator: TokenToKVPoolAllocator):
        self.token_to_kv_pool_allocator = token_to_kv_pool_allocator
        self.root_node = TreeNode()
        self.root_node.lock_ref = 1
        self.evictable_size_ = 0

    def _collect_leaves(self) -> List[TreeNode]:
        leaves, stack = [], [self.root_node]
        while stack:
            node = stack.pop()
            if not node.children and node is not self.root_node:
                leaves.append(node)
            stack.extend(node.children.values())
        return leaves

    def evict(self, num_tokens: int) -> None:
        leaves = self._collect_leaves()
        heapq.heapify(leaves)
        num_evicted = 0
        while num_evicted < num_tokens and leaves:
            x = heapq.heappop(leaves)
            if x.lock_ref > 0:
                continue
            self.token_to_kv_pool_allocator.free(x.value)
            num_evicted += len(x.value)
            self.evictable_size_ -= len(x.value)
            parent = x.parent
            del parent.children[x.key[0]]
            if not parent.children and parent.lock_ref == 0:
                heapq.heappush(leaves, parent)

    def evictable_size(self) -> int:
        return self.evictable_size_
