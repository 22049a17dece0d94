from __future__ import annotations

import time
from collections import defaultdict
from typing import Optional, Tuple

import torch


class TreeNode:
    counter = 0

    def __init__(self, parent: Optional["TreeNode"] = None):
        self.children: dict = defaultdict(TreeNode)
        self.parent = parent
        self.key: Tuple[int, ...] = ()
        self.value: Optional[torch.Tensor] = None
        self.lock_ref = 0
        self.last_access_time = time.monotonic()
        self.id = TreeNode.counter
        TreeNode.counter += 1

    def touch(self) -> None:
        # LRU bookkeeping for eviction
        self.last_access_time = time.monotonic()

    def __lt__(self, other: "TreeNode") -> bool:
        return self.last_access_time < other.last_access_time


def _key_match(key0: Tuple[int, ...], key1: Tuple[int, ...]) -> int:
    i = 0
    for k0, k1 in zip(key0, key1):
        if k0 != k1:
            break
        i += 1
    return i


class RadixCache:
    def __init__(self, page_size: int = 1):
        self.page_size = page_size
        self.reset()

    def reset(self) -> None:
        self.root_node = TreeNode()
        self.root_node.key = ()
        self.root_node.value = torch.empty(0, dtype=torch.int64)
        self.evictable_size_ = 0

    def match_prefix(self, key: Tuple[int, ...]) -> torch.Tensor:
        value = self._match_prefix_helper(self.root_node, key)
        if value:
            return torch.cat(value)
        return torch.empty(0, dtype=torch.int64)

    def _match_prefix_helper(self, node: TreeNode, key: Tuple[int, ...]):
        node.touch()
        value = []
        while len(key) > 0 and key[0] in node.children:
            child = node.children[key[0]]
            child.touch()
            prefix_len = _key_match(child.key, key)
            value.append(child.value[:prefix_len])
            if prefix_len < len(child.key):
                break
            node = child
            key = key[prefix_len:]
        return value

    def insert(self, key: Tuple[int, ...], value: torch.Tensor) -> int:
        node = self.root_node
        child = TreeNode(parent=node)
        child.key = tuple(key)
        child.value = value
        node.children[key[0]] = child
        self.evictable_size_ += len(key)
        return 0
