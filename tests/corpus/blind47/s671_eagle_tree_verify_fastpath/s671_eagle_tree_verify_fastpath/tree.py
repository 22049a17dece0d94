"""Static draft-tree topology used by EAGLE-style tree speculation.

Node 0 is the last verified token (the tree root); every other node is a draft
token whose parent is given by ``parents``.  The topology is fixed at engine
start-up, so everything derived from it is computed once in Python.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import List, Tuple

import torch


@dataclass(frozen=True)
class TreeTopology:
    parents: Tuple[int, ...]

    @property
    def num_nodes(self) -> int:
        return len(self.parents)

    def children(self, node: int) -> List[int]:
        return [i for i, p in enumerate(self.parents) if p == node]

    def depth_of(self, node: int) -> int:
        depth = 0
        while self.parents[node] != -1:
            node = self.parents[node]
            depth += 1
        return depth

    @property
    def max_depth(self) -> int:
        return max(self.depth_of(i) for i in range(self.num_nodes))

    def leaf_paths(self) -> List[List[int]]:
        paths = []
        for node in range(self.num_nodes):
            if self.children(node):
                continue
            path = [node]
            while self.parents[path[-1]] != -1:
                path.append(self.parents[path[-1]])
            paths.append(path[::-1])
        return paths

    def build_retrieve_indices(self) -> torch.Tensor:
        """[num_paths, max_depth + 1] node indices of every root-to-leaf path."""
        paths = self.leaf_paths()
        width = self.max_depth + 1
        if any(len(p) != width for p in paths):
            raise ValueError("only balanced draft trees are supported")
        return torch.tensor(paths, dtype=torch.long)

    def build_tree_mask(self) -> torch.Tensor:
        """[num_nodes, num_nodes] ancestor mask for tree attention."""
        mask = torch.zeros(self.num_nodes, self.num_nodes, dtype=torch.bool)
        for node in range(self.num_nodes):
            cur = node
            while cur != -1:
                mask[node, cur] = True
                cur = self.parents[cur]
        return mask


# top-2 at every level, depth 2: 1 root + 2 + 4 draft nodes
DEFAULT_TREE = TreeTopology(parents=(-1, 0, 0, 1, 1, 2, 2))
