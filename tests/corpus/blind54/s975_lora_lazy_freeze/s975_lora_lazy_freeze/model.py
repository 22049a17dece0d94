import torch
import torch.nn as nn
import torch.nn.functional as F

from .lora_layer import LoRALinear


class AdaptedMLP(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16, r: int = 4):
        super().__init__()
        self.up_proj = LoRALinear(nn.Linear(hidden_size, intermediate_size), r=r)
        self.down_proj = LoRALinear(nn.Linear(intermediate_size, hidden_size), r=r)
        self.norm = nn.LayerNorm(hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        h = self.up_proj(self.norm(hidden_states))
        return hidden_states + self.down_proj(F.silu(h))


mlp = AdaptedMLP().eval()
run_adapted_mlp = torch.compile(mlp, fullgraph=True)
