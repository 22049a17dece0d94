import torch
import torch.nn.functional as F
from torch import nn


class TopKRouter(nn.Module):
    def __init__(self, d: int, num_experts: int, k: int = 2, verbose: bool = True) -> None:
        super().__init__()
        self.gate = nn.Linear(d, num_experts, bias=False)
        self.k = k
        self.verbose = verbose
        self.load_history = []

    def _report_load(self, expert_ids: torch.Tensor) -> None:
        counts = torch.bincount(expert_ids.flatten(), minlength=self.gate.out_features)
        self.load_history.append(counts.tolist())
        print("expert load:", self.load_history[-1])

    def forward(self, x: torch.Tensor):
        compiling = torch.compiler.is_compiling()
        probs = F.softmax(self.gate(x), dim=-1)
        weights, expert_ids = probs.topk(self.k, dim=-1)
        if self.verbose and not compiling:
            self._report_load(expert_ids)
        return weights / weights.sum(-1, keepdim=True), expert_ids


router = TopKRouter(8, 4)
route = torch.compile(router, fullgraph=True)
