"""Static buffers derived from tree choices, built once when the head is constructed."""
from __future__ import annotations

from typing import Dict

import numpy as np
import torch

from .config import TreeChoices


def generate_tree_buffers(tree_choices: TreeChoices) -> Dict[str, torch.Tensor]:
    choices = sorted(tree_choices, key=lambda c: (len(c), c))
    tree_len = len(choices) + 1
    depth_counts = np.bincount([len(c) for c in choices])

    attn_mask = np.eye(tree_len, dtype=bool)
    attn_mask[:, 0] = True
    index = {c: i + 1 for i, c in enumerate(choices)}
    for c, i in index.items():
        for d in range(1, len(c)):
            attn_mask[i, index[c[:d]]] = True

    position_ids = np.zeros(tree_len, dtype=np.int64)
    position_ids[1:] = [len(c) for c in choices]

    leaves = [c for c in choices if not any(o[: len(c)] == c and len(o) > len(c) for o in choices)]
    max_depth = int(depth_counts.nonzero()[0].max())
    retrieve = np.full((len(leaves), max_depth + 1), -1, dtype=np.int64)
    for r, leaf in enumerate(leaves):
        retrieve[r, 0] = 0
        for d in range(1, len(leaf) + 1):
            retrieve[r, d] = index[leaf[:d]]

    buffers = {
        "tree_attn_mask": torch.from_numpy(attn_mask),
        "tree_position_ids": torch.from_numpy(position_ids),
        "retrieve_indices": torch.from_numpy(retrieve),
    }
    assert buffers["tree_attn_mask"].diagonal().all().item()
    assert buffers["tree_position_ids"].tolist()[0] == 0
    return buffers
