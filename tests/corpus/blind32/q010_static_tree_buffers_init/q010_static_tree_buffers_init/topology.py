import functools
import os

import numpy as np
import torch

DEBUG_TREE = os.environ.get("Q010_DEBUG_TREE", "0") == "1"

# paths from the root, Medusa "choices" format
DEFAULT_CHOICES = ((0,), (1,), (0, 0), (0, 1), (1, 0), (0, 0, 0))


@functools.lru_cache(maxsize=None)
def tree_layout(choices=DEFAULT_CHOICES):
    nodes = [()] + sorted(choices, key=lambda c: (len(c), c))
    index = {path: i for i, path in enumerate(nodes)}
    n = len(nodes)
    mask = np.full((n, n), -np.inf, dtype=np.float32)
    depth = np.zeros(n, dtype=np.int64)
    for i, path in enumerate(nodes):
        depth[i] = len(path)
        for k in range(len(path) + 1):
            mask[i, index[path[:k]]] = 0.0
    return mask, depth


class TreeBuffers:
    def __init__(self, choices=DEFAULT_CHOICES):
        mask, depth = tree_layout(choices)
        self.attn_mask = torch.from_numpy(mask)
        self.position_ids = torch.from_numpy(depth)
        self.num_nodes = mask.shape[0]
        self.max_depth = int(depth.max()) + 1
