import torch
import torch.nn as nn

from . import stats


class ObservedLinear(nn.Linear):
    """nn.Linear that reports its input distribution for calibration."""

    def __init__(self, in_f, out_f, name: str):
        super().__init__(in_f, out_f)
        self.obs_name = name

    def forward(self, x):
        stats.observe(self.obs_name, x)
        return super().forward(x)


class EncoderLayer(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.ln = nn.LayerNorm(hidden)
        self.fc1 = ObservedLinear(hidden, 2 * hidden, "enc.fc1")
        self.fc2 = ObservedLinear(2 * hidden, hidden, "enc.fc2")

    def forward(self, x):
        h = torch.relu(self.fc1(self.ln(x)))
        return x + self.fc2(h)


encoder = torch.compile(EncoderLayer(), fullgraph=True)
