import torch
import torch.nn as nn
import torch.nn.functional as F

from .routing import CapacityRouter


class FFN(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.w_in = nn.Linear(hidden_size, intermediate_size)
        self.w_out = nn.Linear(intermediate_size, hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.w_out(F.silu(self.w_in(self.norm(x))))


class MoDLayer(nn.Module):
    def __init__(self, idx: int, hidden_size: int, intermediate_size: int, capacity_factor: float):
        super().__init__()
        self.router = CapacityRouter(hidden_size, capacity_factor, name=f"mod.{idx}")
        self.ffn = FFN(hidden_size, intermediate_size)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        top_idx, weights = self.router(hidden)
        routed = hidden.index_select(0, top_idx)
        delta = self.ffn(routed) * weights
        return hidden.index_add(0, top_idx, delta)


class MoDTransformer(nn.Module):
    def __init__(self, hidden_size=8, intermediate_size=16, num_layers=4, capacity_factor=0.5):
        super().__init__()
        self.layers = nn.ModuleList(
            MoDLayer(i, hidden_size, intermediate_size, capacity_factor) for i in range(num_layers)
        )
        self.norm = nn.LayerNorm(hidden_size)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden = layer(hidden)
        return self.norm(hidden)


compiled_model = torch.compile(MoDTransformer(), fullgraph=True)
