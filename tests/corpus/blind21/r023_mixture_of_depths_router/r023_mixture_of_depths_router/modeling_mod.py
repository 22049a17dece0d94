from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from .routing import TopKRouter


@dataclass
class MoDConfig:
    hidden_size: int = 16
    num_heads: int = 2
    num_layers: int = 4
    capacity_factor: float = 0.5
    route_every: int = 2


@dataclass
class MoDOutput:
    last_hidden_state: torch.Tensor
    aux_loss: Optional[torch.Tensor] = None


class Block(nn.Module):
    def __init__(self, config: MoDConfig):
        super().__init__()
        self.num_heads = config.num_heads
        self.norm1 = nn.LayerNorm(config.hidden_size)
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.norm2 = nn.LayerNorm(config.hidden_size)
        self.mlp = nn.Sequential(nn.Linear(config.hidden_size, 2 * config.hidden_size), nn.GELU(),
                                 nn.Linear(2 * config.hidden_size, config.hidden_size))

    def delta(self, x):
        b, s, d = x.shape
        q, k, v = self.qkv(self.norm1(x)).view(b, s, 3, self.num_heads, -1).permute(2, 0, 3, 1, 4)
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True).transpose(1, 2).reshape(b, s, d)
        x = x + self.proj(a)
        return x + self.mlp(self.norm2(x))


class MoDBlock(Block):
    """A block that only processes the top-k routed tokens; the rest skip it."""

    def __init__(self, config: MoDConfig, layer_idx: int):
        super().__init__(config)
        self.router = TopKRouter(config.hidden_size, config.capacity_factor, layer_idx)

    def forward(self, x):
        weights, selected, aux = self.router(x)
        idx = selected.unsqueeze(-1).expand(-1, -1, x.shape[-1])
        routed = torch.gather(x, 1, idx)
        update = (self.delta(routed) - routed) * torch.sigmoid(weights).unsqueeze(-1)
        return x.scatter_add(1, idx, update), aux


class DenseBlock(Block):
    def forward(self, x):
        return self.delta(x), None


class MoDModel(nn.Module):
    def __init__(self, config: MoDConfig):
        super().__init__()
        self.layers = nn.ModuleList(
            MoDBlock(config, i) if i % config.route_every == 1 else DenseBlock(config)
            for i in range(config.num_layers)
        )
        self.norm = nn.LayerNorm(config.hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> MoDOutput:
        aux_losses = []
        for layer in self.layers:
            hidden_states, aux = layer(hidden_states)
            if aux is not None:
                aux_losses.append(aux)
        aux_loss = torch.stack(aux_losses).mean() if aux_losses else None
        return MoDOutput(self.norm(hidden_states), aux_loss)


compiled_model = torch.compile(MoDModel(MoDConfig()).eval(), fullgraph=True)
