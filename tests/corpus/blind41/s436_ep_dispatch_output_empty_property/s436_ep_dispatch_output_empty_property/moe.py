import torch
import torch.nn.functional as F
from torch import nn

from .dispatcher import StandardEPDispatcher


class DeepEPMoE(nn.Module):
    def __init__(self, hidden_size: int = 8, inter_size: int = 16, num_experts: int = 4,
                 top_k: int = 2):
        super().__init__()
        self.top_k = top_k
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.dispatcher = StandardEPDispatcher(num_experts)
        n_local = self.dispatcher.num_local_experts
        # one extra zero expert absorbs tokens routed to other ranks
        self.w1 = nn.Parameter(torch.randn(n_local + 1, inter_size, hidden_size) * 0.05)
        self.w2 = nn.Parameter(torch.randn(n_local + 1, hidden_size, inter_size) * 0.05)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        num_tokens = hidden_states.shape[0]
        logits = self.gate(hidden_states)
        topk_weights, topk_ids = torch.topk(torch.softmax(logits, dim=-1), self.top_k, dim=-1)
        d = self.dispatcher.dispatch(hidden_states, topk_ids, topk_weights)
        if d.is_empty:
            return torch.zeros_like(hidden_states)
        h = torch.bmm(self.w1[d.topk_ids], d.hidden_states.unsqueeze(-1)).squeeze(-1)
        h = torch.bmm(self.w2[d.topk_ids], F.gelu(h).unsqueeze(-1)).squeeze(-1)
        return self.dispatcher.combine(h, d, num_tokens)


moe = torch.compile(DeepEPMoE(), fullgraph=True)
