import torch
import torch.nn.functional as F
from torch import nn

from .layer_stats import LayerStatsTracker
from .scheduler_stats import SchedulerStats


class GPTBlock(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.ln_1 = nn.LayerNorm(hidden_size)
        self.c_attn = nn.Linear(hidden_size, 3 * hidden_size)
        self.c_proj = nn.Linear(hidden_size, hidden_size)
        self.ln_2 = nn.LayerNorm(hidden_size)
        self.c_fc = nn.Linear(hidden_size, 4 * hidden_size)
        self.mlp_proj = nn.Linear(4 * hidden_size, hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.c_attn(self.ln_1(x)).chunk(3, dim=-1)
        x = x + self.c_proj(F.scaled_dot_product_attention(q[None], k[None], v[None])[0])
        return x + self.mlp_proj(F.gelu(self.c_fc(self.ln_2(x)), approximate="tanh"))


class GPT2Model(nn.Module):
    def __init__(self, hidden_size: int = 8, num_layers: int = 2):
        super().__init__()
        self.h = nn.ModuleList(GPTBlock(hidden_size) for _ in range(num_layers))
        self.ln_f = nn.LayerNorm(hidden_size)
        self.stats = LayerStatsTracker(num_layers)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for i, block in enumerate(self.h):
            hidden_states = block(hidden_states)
            self.stats.log_stats(i, hidden_states)
        self.stats.step()
        return self.ln_f(hidden_states)


class DecodeLoop:
    def __init__(self, model: nn.Module):
        self.model = model
        self.stats = SchedulerStats()

    def run_batch(self, hidden_states: torch.Tensor) -> torch.Tensor:
        out = self.model(hidden_states)
        self.stats.num_running_reqs = hidden_states.shape[0]
        self.stats.log_stats(hidden_states.shape[0])
        return out


compiled = torch.compile(GPT2Model(), fullgraph=True)
