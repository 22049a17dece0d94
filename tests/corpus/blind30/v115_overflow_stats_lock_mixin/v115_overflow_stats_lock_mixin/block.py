import torch
from torch import nn
import torch.nn.functional as F

from .stats import OverflowTrackingMixin


class TrackedLinear(OverflowTrackingMixin, nn.Linear):
    def __init__(self, *args, name: str, **kwargs):
        super().__init__(*args, **kwargs)
        self.track_name = name

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.track_range(super().forward(x))


class ResidualBlock(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.ln = nn.LayerNorm(hidden)
        self.fc1 = TrackedLinear(hidden, 4 * hidden, name="fc1")
        self.fc2 = TrackedLinear(4 * hidden, hidden, name="fc2")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.fc1(self.ln(x))
        h = F.gelu(h, approximate="tanh")
        return x + self.fc2(h)


compiled_block = torch.compile(ResidualBlock(), fullgraph=True)
