import torch
from torch import nn

from .amp import AutocastPolicy


class MixedPrecisionBlock(nn.Module):
    def __init__(self, dim: int = 8, hidden: int = 16):
        super().__init__()
        self.amp = AutocastPolicy()
        self.norm = nn.LayerNorm(dim)
        self.fc1 = nn.Linear(dim, hidden)
        self.fc2 = nn.Linear(hidden, dim)

    def _mlp(self, x: torch.Tensor) -> torch.Tensor:
        h = self.fc1(x)
        if torch.is_autocast_enabled(self.amp.device_type):
            # keep the activation in the autocast dtype explicitly
            h = h.to(torch.get_autocast_dtype(self.amp.device_type))
        return self.fc2(torch.nn.functional.gelu(h))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        residual = x
        with self.amp.context():
            out = self._mlp(self.norm(x))
        return residual + self.amp.upcast(out)


compiled = torch.compile(MixedPrecisionBlock().eval(), fullgraph=True)
