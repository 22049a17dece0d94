import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import MoEConfig
from .token_dispatcher import build_token_dispatcher


def fused_topk(router_logits: torch.Tensor, top_k: int, renormalize: bool):
    probs = torch.softmax(router_logits, dim=-1, dtype=torch.float32)
    topk_weights, topk_ids = torch.topk(probs, top_k, dim=-1)
    if renormalize:
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
    return topk_weights, topk_ids


class SparseMoeBlock(nn.Module):
    def __init__(self, config: MoEConfig):
        super().__init__()
        self.config = config
        self.gate = nn.Linear(config.hidden_size, config.num_experts, bias=False)
        self.w13 = nn.Parameter(torch.randn(config.num_experts, 2 * config.intermediate_size, config.hidden_size) * 0.02)
        self.w2 = nn.Parameter(torch.randn(config.num_experts, config.hidden_size, config.intermediate_size) * 0.02)
        self.dispatcher = build_token_dispatcher(config)

    def _expert_forward(self, hidden_states, topk_weights, topk_ids):
        out = torch.zeros_like(hidden_states)
        valid = (topk_ids >= 0)
        safe_ids = topk_ids.clamp(min=0)
        for k in range(self.config.top_k):
            w13 = self.w13[safe_ids[:, k]]
            gate_up = torch.einsum("th,tih->ti", hidden_states, w13)
            gate, up = gate_up.chunk(2, dim=-1)
            act = F.silu(gate) * up
            y = torch.einsum("ti,thi->th", act, self.w2[safe_ids[:, k]])
            out = out + y * (topk_weights[:, k] * valid[:, k]).unsqueeze(-1)
        return out

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        topk_weights, topk_ids = fused_topk(router_logits, self.config.top_k, self.config.renormalize)
        hidden_states, topk_ids = self.dispatcher.dispatch(hidden_states, topk_ids)
        return self._expert_forward(hidden_states, topk_weights.to(hidden_states.dtype), topk_ids)


torch.manual_seed(0)
moe_block = torch.compile(SparseMoeBlock(MoEConfig()), fullgraph=True)
