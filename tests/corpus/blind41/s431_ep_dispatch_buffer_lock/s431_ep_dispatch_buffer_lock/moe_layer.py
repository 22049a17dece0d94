import torch
import torch.nn.functional as F
from torch import nn

from .token_dispatcher import EPTokenDispatcher


class MoEConfig:
    hidden_size = 8
    intermediate_size = 16
    num_experts = 4
    num_experts_per_tok = 2
    norm_topk_prob = True


class EPMoE(nn.Module):
    def __init__(self, config: MoEConfig):
        super().__init__()
        self.top_k = config.num_experts_per_tok
        self.norm_topk_prob = config.norm_topk_prob
        self.gate = nn.Linear(config.hidden_size, config.num_experts, bias=False)
        self.w13 = nn.Parameter(torch.randn(config.num_experts, 2 * config.intermediate_size,
                                            config.hidden_size) * 0.02)
        self.w2 = nn.Parameter(torch.randn(config.num_experts, config.hidden_size,
                                           config.intermediate_size) * 0.02)
        self.dispatcher = EPTokenDispatcher(config.num_experts, self.top_k)

    def _run_experts(self, x: torch.Tensor, expert_ids: torch.Tensor) -> torch.Tensor:
        w13 = self.w13.index_select(0, expert_ids)
        w2 = self.w2.index_select(0, expert_ids)
        gate_up = torch.bmm(w13, x.unsqueeze(-1)).squeeze(-1)
        gate, up = gate_up.chunk(2, dim=-1)
        return torch.bmm(w2, (F.silu(gate) * up).unsqueeze(-1)).squeeze(-1)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        num_tokens = hidden_states.shape[0]
        router_logits = self.gate(hidden_states)
        probs = torch.softmax(router_logits, dim=-1, dtype=torch.float32)
        topk_weights, topk_ids = torch.topk(probs, self.top_k, dim=-1)
        if self.norm_topk_prob:
            topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        meta = self.dispatcher.dispatch(hidden_states, topk_ids, topk_weights)
        expert_out = self._run_experts(meta.hidden_states, meta.expert_ids)
        return self.dispatcher.combine(expert_out, meta, num_tokens)


moe_layer = torch.compile(EPMoE(MoEConfig()), fullgraph=True)
