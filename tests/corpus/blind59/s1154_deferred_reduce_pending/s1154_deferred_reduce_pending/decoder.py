from typing import List, Optional, Tuple

import torch
import torch.nn.functional as F
from torch import nn

from .amax_reduce import FP8_E4M3_MAX, DeferredAmaxReducer


def fake_quant_fp8(x: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    return torch.clamp(x / scale, -FP8_E4M3_MAX, FP8_E4M3_MAX) * scale


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight


class Fp8MLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor, input_scale: Optional[torch.Tensor] = None) -> torch.Tensor:
        if input_scale is not None:
            x = fake_quant_fp8(x, input_scale)
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class DecoderLayer(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.input_layernorm = RMSNorm(hidden_size)
        self.mlp = Fp8MLP(hidden_size, intermediate_size)

    def forward(self, hidden_states: torch.Tensor, input_scale: Optional[torch.Tensor]) -> torch.Tensor:
        return self.mlp(self.input_layernorm(hidden_states), input_scale)


class Fp8DynamicScaleDecoder(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16, num_layers: int = 3):
        super().__init__()
        self.embed_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.layers = nn.ModuleList(
            [DecoderLayer(hidden_size, intermediate_size) for _ in range(num_layers)]
        )
        self.norm = RMSNorm(hidden_size)
        self.amax_reducer = DeferredAmaxReducer(world_size=1)

    def forward(self, hidden_states: torch.Tensor) -> Tuple[torch.Tensor, List[torch.Tensor]]:
        hidden_states = self.embed_proj(hidden_states)
        self.amax_reducer.submit(hidden_states.abs().amax())
        scales: List[torch.Tensor] = []
        prev_amax: Optional[torch.Tensor] = None
        for layer in self.layers:
            scale = self.amax_reducer.wait(prev_amax) if prev_amax is not None else None
            out = layer(hidden_states, scale)
            prev_amax = self.amax_reducer.submit(out.abs().amax())
            hidden_states = hidden_states + out
            if scale is not None:
                scales.append(scale)
        self.amax_reducer.drain()
        return self.norm(hidden_states), scales


decoder = torch.compile(Fp8DynamicScaleDecoder(), fullgraph=True)
