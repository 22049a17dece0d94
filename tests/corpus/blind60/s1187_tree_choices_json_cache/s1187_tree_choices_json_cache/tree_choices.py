import functools
import json
import os
from typing import List, Sequence, Tuple

import torch

from .envs import envs

_DEFAULT_TREE_FILE = os.path.join(os.path.dirname(__file__), "default_tree_choices.json")

TreeChoices = Tuple[Tuple[int, ...], ...]


@functools.lru_cache(maxsize=None)
def load_tree_choices(num_draft_tokens: int) -> TreeChoices:
    path = envs.SGLANG_SPEC_TREE_CHOICES_PATH.get() or _DEFAULT_TREE_FILE
    with open(path) as f:
        choices = json.load(f)
    max_depth = envs.SGLANG_SPEC_TREE_MAX_DEPTH.get()
    choices = [c for c in choices if len(c) <= max_depth]
    choices.sort(key=lambda c: (len(c), c))
    return tuple(tuple(c) for c in choices[: num_draft_tokens - 1])


def tree_parents(choices: Sequence[Tuple[int, ...]]) -> List[int]:
    index = {(): 0}
    for i, path in enumerate(choices):
        index[tuple(path)] = i + 1
    parents = [-1]
    for path in choices:
        parents.append(index[tuple(path[:-1])])
    return parents


def tree_attention_mask(choices: Sequence[Tuple[int, ...]], device: torch.device) -> torch.Tensor:
    n = len(choices) + 1
    parents = tree_parents(choices)
    mask = torch.eye(n, dtype=torch.bool, device=device)
    for node in range(1, n):
        p = parents[node]
        while p >= 0:
            mask[node, p] = True
            p = parents[p]
    return mask
