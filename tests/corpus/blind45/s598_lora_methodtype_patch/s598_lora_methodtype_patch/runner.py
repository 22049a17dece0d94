from __future__ import annotations

import torch
from torch import nn

from .lora_patch import inject_lora


class Attention(nn.Module):
    def __init__(self, hidden: int) -> None:
        super().__init__()
        self.q_proj = nn.Linear(hidden, hidden, bias=False)
        self.v_proj = nn.Linear(hidden, hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, v = self.q_proj(x), self.v_proj(x)
        attn = torch.softmax(q @ x.t() / x.shape[-1] ** 0.5, dim=-1)
        return self.o_proj(attn @ v)


class LoRAModelRunner:
    def __init__(self, hidden: int = 8, adapter: str = "sql-lora") -> None:
        self.model = Attention(hidden).eval()
        self.lora_layers = inject_lora(self.model, adapter, target_modules=("q_proj", "v_proj"))

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return hidden_states + self.model(hidden_states)
