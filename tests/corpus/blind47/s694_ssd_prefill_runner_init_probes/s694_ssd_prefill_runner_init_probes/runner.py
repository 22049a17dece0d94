import logging
import threading

import torch
import torch.nn as nn
import torch.nn.functional as F

from .platform_probe import detect_chunk_plan
from .ssd import ssd_chunk_scan

logger = logging.getLogger(__name__)


class Mamba2SSDMixer(nn.Module):
    def __init__(self, hidden_size=16, num_heads=4, head_dim=8, d_state=4):
        super().__init__()
        self.h, self.p, self.n = num_heads, head_dim, d_state
        self.in_proj = nn.Linear(hidden_size, num_heads * (head_dim + 2 * d_state + 1), bias=False)
        self.A_log = nn.Parameter(torch.zeros(num_heads))
        self.D = nn.Parameter(torch.ones(num_heads))
        self.out_proj = nn.Linear(num_heads * head_dim, hidden_size, bias=False)

    def forward(self, x, chunk_size: int):
        b, l, _ = x.shape
        h, p, n = self.h, self.p, self.n
        xs, B, C, dt = torch.split(self.in_proj(x), [h * p, h * n, h * n, h], dim=-1)
        xs = xs.view(b, l, h, p)
        dt = F.softplus(dt)
        A = -torch.exp(self.A_log) * dt                                  # [b, l, h]
        y, final_state = ssd_chunk_scan(
            xs * dt[..., None], A, B.view(b, l, h, n), C.view(b, l, h, n), chunk_size
        )
        y = y + xs * self.D[:, None]
        return self.out_proj(y.reshape(b, l, h * p)), final_state


class SSMModelRunner:
    def __init__(self, num_layers: int = 2):
        self.plan = detect_chunk_plan()
        self._graph_lock = threading.Lock()
        self.layers = nn.ModuleList(Mamba2SSDMixer() for _ in range(num_layers))
        self.norm = nn.RMSNorm(16)
        logger.info("SSMModelRunner ready: %d layers, plan=%s", num_layers, self.plan)

    def forward_prefill(self, hidden_states: torch.Tensor):
        chunk = self.plan.chunk_size
        final_states = []
        for layer in self.layers:
            out, state = layer(hidden_states, chunk)
            hidden_states = hidden_states + out
            final_states.append(state)
        return self.norm(hidden_states), torch.stack(final_states)

    def refresh_plan(self) -> None:
        with self._graph_lock:
            self.plan = detect_chunk_plan()


runner = SSMModelRunner()
prefill = torch.compile(runner.forward_prefill, fullgraph=True)
