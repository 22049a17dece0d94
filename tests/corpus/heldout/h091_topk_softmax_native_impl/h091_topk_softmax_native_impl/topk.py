from typing import Tuple

import torch

from .kernel_stats import count_kernel_call


def _topk_softmax_impl(gating_output: torch.Tensor, topk: int, renormalize: bool) -> Tuple[torch.Tensor, torch.Tensor]:
    count_kernel_call("topk_softmax")
    scores = torch.softmax(gating_output.float(), dim=-1)
    weights, ids = scores.topk(topk, dim=-1)
    if renormalize:
        weights = weights / weights.sum(dim=-1, keepdim=True)
    return weights, ids.to(torch.int32)


topk_softmax = torch.library.custom_op("corpus_h091::topk_softmax", mutates_args=())(_topk_softmax_impl)


@topk_softmax.register_fake
def _topk_softmax_fake(gating_output: torch.Tensor, topk: int, renormalize: bool):
    shape = (*gating_output.shape[:-1], topk)
    return (
        gating_output.new_empty(shape, dtype=torch.float32),
        gating_output.new_empty(shape, dtype=torch.int32),
    )
