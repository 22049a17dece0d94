import torch
import torch.nn as nn

from .skipping import SkipScheduler


class MLPLayer(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.norm = nn.RMSNorm(hidden)
        self.up = nn.Linear(hidden, 4 * hidden, bias=False)
        self.down = nn.Linear(4 * hidden, hidden, bias=False)

    def forward(self, x):
        return x + self.down(torch.nn.functional.silu(self.up(self.norm(x))))


class SkippingDecoder(nn.Module):
    def __init__(self, hidden=8, num_layers=6, schedule="alternate_upper"):
        super().__init__()
        self.layers = nn.ModuleList([MLPLayer(hidden) for _ in range(num_layers)])
        self.scheduler = SkipScheduler(schedule, num_layers)
        self.final_norm = nn.RMSNorm(hidden)

    def _run_layers(self, h):
        for idx, layer in enumerate(self.layers):
            if self.scheduler.is_skipped(idx):
                continue
            h = layer(h)
        return h

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.final_norm(self._run_layers(hidden_states))


decoder = SkippingDecoder()
decode_step = torch.compile(decoder.forward, fullgraph=True)
