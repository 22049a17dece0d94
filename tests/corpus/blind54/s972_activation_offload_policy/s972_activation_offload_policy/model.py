import torch
import torch.nn as nn
import torch.nn.functional as F

from .memory import ActivationOffloadConfig, get_act_offloading_ctx_manager


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        variance = x.pow(2).mean(-1, keepdim=True)
        return self.weight * (x * torch.rsqrt(variance + self.eps))


class GatedMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class DecoderBlock(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.norm = RMSNorm(hidden_size)
        self.mlp = GatedMLP(hidden_size, intermediate_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.mlp(self.norm(x))


class TinyDecoder(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16, num_layers: int = 2,
                 offload_config: ActivationOffloadConfig = None):
        super().__init__()
        self.layers = nn.ModuleList(
            [DecoderBlock(hidden_size, intermediate_size) for _ in range(num_layers)]
        )
        self.final_norm = RMSNorm(hidden_size)
        self.offload_config = offload_config or ActivationOffloadConfig()

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        with get_act_offloading_ctx_manager(self.offload_config):
            for layer in self.layers:
                hidden_states = layer(hidden_states)
        return self.final_norm(hidden_states)


decoder = TinyDecoder().eval()
compiled_decoder = torch.compile(decoder, fullgraph=True)
