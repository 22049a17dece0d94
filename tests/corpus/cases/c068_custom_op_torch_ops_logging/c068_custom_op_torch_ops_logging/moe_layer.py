import torch
from torch import nn

from . import ops  # noqa: F401  (registers torch.ops.corpus_c068)


class Router(nn.Module):
    def __init__(self, num_experts: int = 4):
        super().__init__()
        self.num_experts = num_experts
        self.gate = nn.Linear(8, num_experts, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        ids = self.gate(x).topk(2, dim=-1).indices
        counts = torch.ops.corpus_c068.moe_align(ids, self.num_experts)
        return self.gate(x) * counts.to(x.dtype)


compiled = torch.compile(Router(), fullgraph=True)
