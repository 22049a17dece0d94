import warnings

import torch
import torch.nn.functional as F
from torch import nn

from .import_utils import is_torch_greater_or_equal, logger


class Qwen2RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def _rms_norm_legacy(self, hidden_states: torch.Tensor) -> torch.Tensor:
        warnings.warn("torch<2.4 has no F.rms_norm; using the slow path", UserWarning)
        logger.warning("falling back to the eager RMSNorm implementation")
        variance = hidden_states.pow(2).mean(-1, keepdim=True)
        return self.weight * (hidden_states * torch.rsqrt(variance + self.variance_epsilon))

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        input_dtype = hidden_states.dtype
        hidden_states = hidden_states.to(torch.float32)
        if is_torch_greater_or_equal("2.4", accept_dev=True):
            out = F.rms_norm(hidden_states, (hidden_states.shape[-1],), self.weight, self.variance_epsilon)
        else:
            out = self._rms_norm_legacy(hidden_states)
        return out.to(input_dtype)


class Qwen2MLP(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16):
        super().__init__()
        self.norm = Qwen2RMSNorm(hidden_size)
        self.gate_proj = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.up_proj = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.norm(x)
        return x + self.down_proj(F.silu(self.gate_proj(h)) * self.up_proj(h))


mlp_block = torch.compile(Qwen2MLP(), fullgraph=True)
