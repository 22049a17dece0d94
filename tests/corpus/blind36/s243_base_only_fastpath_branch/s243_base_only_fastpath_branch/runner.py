import torch
import torch.nn as nn

from . import punica


class StackedLoRA(nn.Module):
    def __init__(self, dim: int, rank: int, n_slots: int):
        super().__init__()
        self.base = nn.Linear(dim, dim)
        self.lora_a = nn.Parameter(torch.randn(n_slots, rank, dim) * 0.02)
        self.lora_b = nn.Parameter(torch.randn(n_slots, dim, rank) * 0.02)
        self.register_buffer("scalings", torch.full((n_slots,), 2.0))

    def apply_lora(self, x, y, idx):
        if not punica.has_any_adapter(idx):
            return y
        h = punica.bgmv_shrink(x, self.lora_a, idx)
        delta = punica.bgmv_expand(h, self.lora_b, idx)
        return y + delta * self.scalings[idx.clamp(min=0)].unsqueeze(-1)

    def forward(self, x, idx):
        return self.apply_lora(x, self.base(x), idx)


class LoRARunner:
    def __init__(self, dim: int = 8, rank: int = 2, n_slots: int = 4):
        self.layer = StackedLoRA(dim, rank, n_slots)

    def forward_decode(self, x: torch.Tensor, idx: torch.Tensor) -> torch.Tensor:
        with torch.no_grad():
            return self.layer(x, idx)


runner = LoRARunner()
forward_decode = torch.compile(runner.forward_decode, fullgraph=True)
