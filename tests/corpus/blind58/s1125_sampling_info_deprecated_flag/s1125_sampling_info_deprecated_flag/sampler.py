from __future__ import annotations

import torch
from torch import nn

from .sampling_batch_info import SamplingBatchInfo
from .server_args import ServerArgs


def top_k_top_p_renorm(probs: torch.Tensor, top_ks: torch.Tensor, top_ps: torch.Tensor) -> torch.Tensor:
    probs_sort, probs_idx = probs.sort(dim=-1, descending=True)
    probs_sum = torch.cumsum(probs_sort, dim=-1)
    probs_sort[(probs_sum - probs_sort) > top_ps.view(-1, 1)] = 0.0
    ranks = torch.arange(probs.shape[-1], device=probs.device).view(1, -1)
    probs_sort[ranks >= top_ks.view(-1, 1)] = 0.0
    probs_sort = probs_sort / probs_sort.sum(dim=-1, keepdim=True)
    return torch.zeros_like(probs).scatter_(-1, probs_idx, probs_sort)


class Sampler(nn.Module):
    def __init__(self, server_args: ServerArgs):
        super().__init__()
        self.server_args = server_args

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        info = SamplingBatchInfo.from_server_args(self.server_args, logits.shape[0], logits.device)
        if info.is_all_greedy:
            return torch.argmax(logits, -1)
        probs = torch.softmax(logits / info.temperatures, dim=-1)
        probs = top_k_top_p_renorm(probs, info.top_ks, info.top_ps)
        return torch.argmax(probs, -1)


_args = ServerArgs.from_cli_dict({"default_temperature": 0.8, "default_top_k": 4})
_args.check()
sampler = torch.compile(Sampler(_args), fullgraph=True)
