"""Pure-torch reference implementations of tree verification.

Each verifier takes the candidate tree laid out as paths (``retrieve_index``)
and returns, per request, the accepted length and the index of the best path.
"""
from typing import Callable, Dict

import torch

TreeVerifyFn = Callable[..., "tuple[torch.Tensor, torch.Tensor, torch.Tensor]"]
TREE_VERIFIERS: Dict[str, TreeVerifyFn] = {}


def register_tree_verifier(name: str):
    def deco(fn: TreeVerifyFn) -> TreeVerifyFn:
        TREE_VERIFIERS[name] = fn
        return fn

    return deco


def _bonus_only(target_predict: torch.Tensor, retrieve_index: torch.Tensor):
    bs = retrieve_index.shape[0]
    zeros = torch.zeros(bs, dtype=torch.long, device=target_predict.device)
    return zeros, zeros, target_predict[retrieve_index[:, 0, 0]]


@register_tree_verifier("greedy")
def verify_tree_greedy(candidates, target_predict, retrieve_index, path_mask):
    # candidates / target_predict: [num_nodes]; retrieve_index: [bs, num_paths, depth]
    path_tokens = candidates[retrieve_index]                       # [bs, paths, depth]
    path_targets = target_predict[retrieve_index]                  # [bs, paths, depth]
    match = (path_tokens[..., 1:] == path_targets[..., :-1]) & path_mask[..., 1:]
    accept_len = match.long().cumprod(dim=-1).sum(dim=-1)          # [bs, paths]
    if not torch.any(accept_len > 0):
        return _bonus_only(target_predict, retrieve_index)
    best_len, best_path = accept_len.max(dim=-1)
    last_node = torch.gather(
        retrieve_index[torch.arange(retrieve_index.shape[0]), best_path], 1, best_len.unsqueeze(1)
    ).squeeze(1)
    return best_len, best_path, target_predict[last_node]


@register_tree_verifier("typical")
def verify_tree_typical(candidates, target_predict, retrieve_index, path_mask):
    raise NotImplementedError("typical acceptance needs target probabilities")
