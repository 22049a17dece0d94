import torch

from . import topology
from .buffers import fill_padded_buffers

NUM_EXPERTS = 4
_SCALE = torch.linspace(0.5, 2.0, NUM_EXPERTS)


@torch.compile(fullgraph=True, dynamic=False)
def ep_round_trip(hidden: torch.Tensor, topk_ids: torch.Tensor, topk_weights: torch.Tensor):
    num_tokens, top_k = topk_ids.shape
    buffers, sorted_ids, rank_in_expert, order, counts = fill_padded_buffers(hidden, topk_ids, NUM_EXPERTS)
    # stand-in for the grouped expert GEMM over the padded buffers
    expert_out = buffers * _SCALE.view(-1, 1, 1) * topology.EP_SIZE
    gathered = expert_out[sorted_ids, rank_in_expert]
    unpermuted = torch.empty_like(gathered)
    unpermuted[order] = gathered
    out = (unpermuted.view(num_tokens, top_k, -1) * topk_weights.unsqueeze(-1)).sum(dim=1)
    empty_experts = (counts == 0).sum()
    return out, empty_experts
