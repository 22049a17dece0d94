import torch
import torch.nn.functional as F
from torch import nn

from .dispatcher import AllToAllTokenDispatcher


class EPDecodeRunner(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.top_k = top_k
        self.router = nn.Linear(hidden_size, num_experts, bias=False)
        self.w1 = nn.Parameter(torch.randn(num_experts, intermediate_size, hidden_size) * 0.02)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden_size, intermediate_size) * 0.02)
        self.dispatcher = AllToAllTokenDispatcher(num_experts, top_k)

    def _experts(self, tokens: torch.Tensor, expert_ids: torch.Tensor) -> torch.Tensor:
        # gather per-token expert weights: fine for decode batch sizes
        h = torch.einsum("th,tih->ti", tokens, self.w1[expert_ids])
        return torch.einsum("ti,thi->th", F.gelu(h), self.w2[expert_ids])

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = self.router(hidden_states)
        topk_weights, topk_ids = torch.topk(logits.softmax(dim=-1), self.top_k, dim=-1)
        received, sorted_ids, sorted_idx, send_counts = self.dispatcher.dispatch(hidden_states, topk_ids)
        expert_out = self._experts(received, sorted_ids)
        return self.dispatcher.combine(
            expert_out, sorted_idx, send_counts, topk_weights, hidden_states.shape[0]
        )


runner = EPDecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
