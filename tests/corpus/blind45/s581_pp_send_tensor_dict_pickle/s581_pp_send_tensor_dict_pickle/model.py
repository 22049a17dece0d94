import torch
from torch import nn

from .parallel_state import get_pp_group, init_loopback_pp_group
from .sequence import IntermediateTensors


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor, residual: torch.Tensor):
        x = x + residual
        residual = x
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight, residual


class DecoderLayer(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.input_layernorm = RMSNorm(hidden_size)
        self.mlp = nn.Sequential(
            nn.Linear(hidden_size, 2 * hidden_size, bias=False),
            nn.SiLU(),
            nn.Linear(2 * hidden_size, hidden_size, bias=False),
        )

    def forward(self, hidden_states, residual):
        hidden_states, residual = self.input_layernorm(hidden_states, residual)
        return self.mlp(hidden_states), residual


class LlamaPPStage(nn.Module):
    """Middle stage of a pipeline: consumes the previous stage's tensors, emits its own."""

    def __init__(self, hidden_size: int = 8, num_layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList(DecoderLayer(hidden_size) for _ in range(num_layers))

    def forward(self, hidden_states: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
        pp_group = get_pp_group()
        for layer in self.layers:
            hidden_states, residual = layer(hidden_states, residual)
        if not pp_group.is_last_rank:
            out = IntermediateTensors({"hidden_states": hidden_states, "residual": residual})
            pp_group.send_tensor_dict(out.tensors)
        return hidden_states


init_loopback_pp_group(rank=1, world_size=4)
stage = LlamaPPStage()
compiled = torch.compile(stage, fullgraph=True)
