import torch
from torch import nn
import torch.nn.functional as F


class ScheduledDropout(nn.Module):
    """Dropout whose rate follows a schedule driven by a shared step counter."""

    def __init__(self, schedule, step_ref: dict):
        super().__init__()
        self.schedule = schedule
        self.step_ref = step_ref

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        p = self.schedule.rate(self.step_ref["step"])
        return F.dropout(x, p, training=self.training)


class DecoderLayer(nn.Module):
    def __init__(self, dim: int, schedule, step_ref: dict):
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.proj = nn.Linear(dim, dim)
        self.drop = ScheduledDropout(schedule, step_ref)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.drop(self.proj(self.norm(x)))
