import torch
import torch.nn as nn
import torch.nn.functional as F

from .kernels import torch_ref, triton_moe
from .stats import make_routing_stats


class FusedMoE(nn.Module):
    def __init__(self, hidden=8, inter=16, num_experts=4, top_k=2, block_size=2, collect_stats=False):
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.block_size = block_size
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.w13 = nn.Parameter(torch.randn(num_experts, 2 * inter, hidden) * 0.05)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden, inter) * 0.05)
        self.stats = make_routing_stats(collect_stats)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        num_tokens, hidden = hidden_states.shape
        topk_weights, topk_ids = torch.topk(self.gate(hidden_states).softmax(-1), self.top_k, dim=-1)

        align = triton_moe.moe_align_block_size if hidden_states.is_cuda else torch_ref.moe_align_block_size
        sorted_ids, expert_ids, num_post_pad = align(topk_ids, self.block_size, self.num_experts)
        self.stats.record(num_post_pad, topk_ids.numel())

        # row `numel` is the padding row (all zeros)
        x_rep = hidden_states.repeat_interleave(self.top_k, dim=0)
        x_rep = torch.cat([x_rep, x_rep.new_zeros(1, hidden)], dim=0)
        blocks = x_rep[sorted_ids].view(-1, self.block_size, hidden)

        gate, up = torch.bmm(blocks, self.w13[expert_ids].transpose(1, 2)).chunk(2, dim=-1)
        y = torch.bmm(F.silu(gate) * up, self.w2[expert_ids].transpose(1, 2))

        out = hidden_states.new_zeros(topk_ids.numel() + 1, hidden)
        out.index_add_(0, sorted_ids, y.reshape(-1, hidden))
        out = out[:-1].view(num_tokens, self.top_k, hidden)
        return (out * topk_weights.unsqueeze(-1)).sum(dim=1)


moe = FusedMoE()


def moe_step(hidden_states: torch.Tensor) -> torch.Tensor:
    return hidden_states + moe(hidden_states)


step = torch.compile(moe_step, fullgraph=True)
