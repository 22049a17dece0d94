from __future__ import annotations

import time
from typing import Dict, List, Optional, Tuple

import torch


def _key_match_page_size1(key0: List[int], key1: List[int]) -> int:
    i = 0
    for k0, k1 in zip(key0, key1):
        if k0 != k1:
            break
        i += 1
    return i


class TreeNode:
    counter = 0

    def __init__(self, id: Optional[int] = None):
        self.children: Dict[int, "TreeNode"] = {}
        self.parent: Optional["TreeNode"] = None
        self.key: List[int] = []
        self.value: Optional[torch.Tensor] = None
        self.lock_ref = 0
        self.last_access_time = time.monotonic()
        self.hit_count = 0
        self.id = TreeNode.counter if id is None else id
        TreeNode.counter += 1

    @property
    def evicted(self) -> bool:
        return self.value is None


class RadixCache:
    def __init__(self, page_size: int = 1, disable: bool = False):
        self.page_size = page_size
        self.disable = disable
        self.key_match_fn = _key_match_page_size1
        self.get_child_key_fn = lambda key: key[0]
        self.reset()

    def reset(self) -> None:
        self.root_node = TreeNode()
        self.root_node.key = []
        self.root_node.value = torch.empty(0, dtype=torch.int64)
        self.root_node.lock_ref = 1
        self.evictable_size_ = 0
        self.protected_size_ = 0

    def match_prefix(self, key: List[int]) -> Tuple[torch.Tensor, TreeNode]:
        if self.disable or len(key) == 0:
            return torch.empty(0, dtype=torch.int64), self.root_node
        value, last_node = self._match_prefix_helper(self.root_node, key)
        if value:
            value = torch.cat(value)
        else:
            value = torch.empty(0, dtype=torch.int64)
        return value, last_node

    def insert(self, key: List[int], value: torch.Tensor) -> int:
        if self.disable:
            return 0
        return self._insert_helper(self.root_node, key, value)

    def _match_prefix_helper(self, node: TreeNode, key: List[int]):
        node.last_access_time = time.monotonic()
        child_key = self.get_child_key_fn(key)
        value = []
        while len(key) > 0 and child_key in node.children:
            child = node.children[child_key]
            child.last_access_time = time.monotonic()
            prefix_len = self.key_match_fn(child.key, key)
            if prefix_len < len(child.key):
                new_node = self._split_node(child.key, child, prefix_len)
                value.append(new_node.value)
                node = new_node
                break
            value.append(child.value)
            node = child
            key = key[prefix_len:]
            if len(key):
                child_key = self.get_child_key_fn(key)
        return value, node

    def _split_node(self, key: List[int], child: TreeNode, split_len: int) -> TreeNode:
        new_node = TreeNode()
        new_node.children = {self.get_child_key_fn(key[split_len:]): child}
        new_node.parent = child.parent
        new_node.lock_ref = child.lock_ref
        new_node.key = child.key[:split_len]
        new_node.value = child.value[:split_len]
        child.parent = new_node
        child.key = child.key[split_len:]
        child.value = child.value[split_len:]
        new_node.parent.children[self.get_child_key_fn(key)] = new_node
        return new_node

    def _insert_helper(self, node: TreeNode, key: List[int], value: torch.Tensor) -> int:
        node.last_access_time = time.monotonic()
        if len(key) == 0:
            return 0
        child_key = self.get_child_key_fn(key)
        total_prefix_length = 0
        while len(key) > 0 and child_key in node.children:
            node = node.children[child_key]
            node.last_access_time = time.monotonic()
            prefix_len = self.key_match_fn(node.key, key)
            total_prefix_length += prefix_len
            key = key[prefix_len:]
            value = value[prefix_len:]
            if prefix_len < len(node.key):
                node = self._split_node(node.key, node, prefix_len)
            if len(key):
                child_key = self.get_child_key_fn(key)
        if len(key):
            new_node = TreeNode()
            new_node.parent = node
            new_node.key = key
            new_node.value = value
            node.children[child_key] = new_node
            self.evictable_size_ += len(value)
        return total_prefix_length

    def evictable_size(self) -> int:
        return self.evictable_size_
