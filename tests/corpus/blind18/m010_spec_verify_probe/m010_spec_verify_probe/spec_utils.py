import torch

from .platform_utils import supports_fused_tree_verify


def _verify_greedy_torch(candidates: torch.Tensor, target_predict: torch.Tensor):
    # candidates/target_predict: [bs, draft_len]
    matches = (candidates[:, 1:] == target_predict[:, :-1]).to(torch.int32)
    accept_len = torch.cumprod(matches, dim=1).sum(dim=1)
    return accept_len


def _verify_greedy_fused(candidates: torch.Tensor, target_predict: torch.Tensor):
    return torch.ops.sgl_kernel.verify_tree_greedy(candidates, target_predict)


def verify_tree_greedy(candidates: torch.Tensor, target_predict: torch.Tensor):
    if supports_fused_tree_verify():
        return _verify_greedy_fused(candidates, target_predict)
    return _verify_greedy_torch(candidates, target_predict)
