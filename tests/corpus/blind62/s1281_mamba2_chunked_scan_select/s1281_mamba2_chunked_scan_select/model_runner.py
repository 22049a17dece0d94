import torch
from torch import nn

from .config import Mamba2Config
from .mixer import Mamba2Mixer


class Mamba2RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        variance = x.pow(2).mean(-1, keepdim=True)
        return self.weight * x * torch.rsqrt(variance + self.eps)


class Mamba2DecoderLayer(nn.Module):
    def __init__(self, config: Mamba2Config, layer_idx: int):
        super().__init__()
        self.norm = Mamba2RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.mixer = Mamba2Mixer(config, layer_idx)

    def forward(self, hidden_states: torch.Tensor, cu_seqlens: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.mixer(self.norm(hidden_states), cu_seqlens)
        return residual + hidden_states


class Mamba2Model(nn.Module):
    def __init__(self, config: Mamba2Config):
        super().__init__()
        self.layers = nn.ModuleList(
            [Mamba2DecoderLayer(config, i) for i in range(config.num_hidden_layers)]
        )
        self.norm_f = Mamba2RMSNorm(config.hidden_size, config.rms_norm_eps)

    def forward(self, hidden_states: torch.Tensor, cu_seqlens: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states, cu_seqlens)
        return self.norm_f(hidden_states)


class MambaModelRunner:
    def __init__(self, config: Mamba2Config):
        self.config = config
        self.model = Mamba2Model(config).eval()

    @torch.compile(fullgraph=True)
    def forward_extend(self, hidden_states: torch.Tensor, cu_seqlens: torch.Tensor) -> torch.Tensor:
        return self.model(hidden_states, cu_seqlens)
