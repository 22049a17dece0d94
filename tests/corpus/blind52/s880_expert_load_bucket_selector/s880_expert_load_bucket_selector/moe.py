import torch
import torch.nn.functional as F
from torch import nn

from .config_selector import make_bucketed_config_selector
from .token_dispatcher import grouped_topk


class DeepseekMoE(nn.Module):
    def __init__(self, hidden_size: int = 8, moe_intermediate_size: int = 8,
                 n_routed_experts: int = 8, num_experts_per_tok: int = 2,
                 n_group: int = 2, topk_group: int = 1):
        super().__init__()
        self.top_k = num_experts_per_tok
        self.n_group = n_group
        self.topk_group = topk_group
        self.gate = nn.Linear(hidden_size, n_routed_experts, bias=False)
        E, H, I = n_routed_experts, hidden_size, moe_intermediate_size
        self.w13 = nn.Parameter(torch.randn(E, 2 * I, H) * 0.02)
        self.w2 = nn.Parameter(torch.randn(E, H, I) * 0.02)
        self.select_config = make_bucketed_config_selector(n_routed_experts)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        topk_weights, topk_ids = grouped_topk(
            router_logits, self.top_k, self.n_group, self.topk_group
        )
        config = self.select_config(topk_ids)
        block_m = config["BLOCK_SIZE_M"]
        out = torch.zeros_like(hidden_states)
        for start in range(0, hidden_states.shape[0], block_m):
            sl = slice(start, start + block_m)
            ids = topk_ids[sl]
            gate_up = torch.einsum("th,tkih->tki", hidden_states[sl], self.w13[ids])
            gate, up = gate_up.chunk(2, dim=-1)
            down = torch.einsum("tki,tkhi->tkh", F.silu(gate) * up, self.w2[ids])
            out[sl] = (down * topk_weights[sl, :, None]).sum(dim=1)
        return out


moe_forward = torch.compile(DeepseekMoE(), fullgraph=True)
