import torch
import torch.nn as nn

from .envs import enable_request_metrics, metrics_log_interval
from .request_metrics import RequestMetricsCollector


class GatedMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.up = nn.Linear(hidden_size, intermediate_size)
        self.gate = nn.Linear(hidden_size, intermediate_size)
        self.down = nn.Linear(intermediate_size, hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(torch.sigmoid(self.gate(x)) * self.up(x))


class MetricsAwareDecoder(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.mlp = GatedMLP(hidden_size, intermediate_size)
        self.metrics_collector = RequestMetricsCollector(metrics_log_interval())

    def forward(self, hidden_states: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        out = hidden_states + self.mlp(self.norm(hidden_states))
        if enable_request_metrics():
            self.metrics_collector.observe_batch(seq_lens, num_new_tokens=hidden_states.shape[0])
        return out


compiled_decoder = torch.compile(MetricsAwareDecoder(), fullgraph=True)
