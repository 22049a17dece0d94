import torch
import torch.nn.functional as F
from torch import nn

from .monitor import GLOBAL_MONITOR


class AutocastGatedMLP(nn.Module):
    """Gated MLP whose matmuls run under bf16 autocast while the residual
    path and the output stay in the master dtype."""

    def __init__(self, hidden: int = 8, intermediate: int = 16, autocast_dtype: torch.dtype = torch.bfloat16):
        super().__init__()
        self.autocast_dtype = autocast_dtype
        self.gate_proj = nn.Linear(hidden, intermediate, bias=False)
        self.up_proj = nn.Linear(hidden, intermediate, bias=False)
        self.down_proj = nn.Linear(intermediate, hidden, bias=False)
        self.monitor = GLOBAL_MONITOR

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.monitor.record("mlp.input", x)
        with torch.autocast(device_type=x.device.type, dtype=self.autocast_dtype):
            gate = self.gate_proj(x)
            up = self.up_proj(x)
            h = F.silu(gate) * up
            self.monitor.record("mlp.intermediate", h)
            out = self.down_proj(h)
        return x + out.to(x.dtype)


compiled_mlp = torch.compile(AutocastGatedMLP(), fullgraph=True)
