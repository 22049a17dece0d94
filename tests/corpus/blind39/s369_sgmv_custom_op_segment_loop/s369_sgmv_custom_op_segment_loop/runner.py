import torch
from torch import nn

from .punica_ops import sgmv_expand, sgmv_shrink


class LoRAModelRunner:
    def __init__(self, hidden: int = 8, max_loras: int = 2, max_rank: int = 4, alpha: float = 8.0):
        self.qkv = nn.Linear(hidden, hidden, bias=False)
        self.lora_a = torch.randn(max_loras, max_rank, hidden) * 0.02
        self.lora_b = torch.randn(max_loras, hidden, max_rank) * 0.02
        self.scaling = alpha / max_rank
        # batch of three requests: 2 tokens on slot 1, 1 base-model token, 1 token on slot 0
        self.seg_indptr = torch.tensor([0, 2, 3, 4], dtype=torch.int32)
        self.weight_indices = torch.tensor([1, -1, 0])

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        base = self.qkv(hidden_states)
        h = sgmv_shrink(hidden_states, self.lora_a, self.seg_indptr, self.weight_indices, self.scaling)
        return sgmv_expand(h, self.lora_b, self.seg_indptr, self.weight_indices, base)


runner = LoRAModelRunner()
forward_decode = torch.compile(runner.forward_decode, fullgraph=True)
