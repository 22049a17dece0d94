from typing import Optional

import torch
from torch import nn

from .metrics import ForwardMetricsCollector
from .server_args import ServerArgs


class TinyDecoder(nn.Module):
    def __init__(self, hidden_size: int, num_layers: int):
        super().__init__()
        self.layers = nn.ModuleList(
            nn.Sequential(nn.LayerNorm(hidden_size), nn.Linear(hidden_size, hidden_size), nn.GELU())
            for _ in range(num_layers)
        )

    def forward(self, x: torch.Tensor, metrics: Optional[ForwardMetricsCollector] = None,
                per_layer: bool = False) -> torch.Tensor:
        for i, layer in enumerate(self.layers):
            x = x + layer(x)
            if per_layer and metrics is not None:
                metrics.observe_layer(i, x)
        return x


class ModelRunner:
    def __init__(self, server_args: ServerArgs):
        self.server_args = server_args
        self.model = TinyDecoder(server_args.hidden_size, server_args.num_layers).eval()
        self.metrics: Optional[ForwardMetricsCollector] = None
        if server_args.enable_metrics:
            self.metrics = ForwardMetricsCollector(
                server_args.metric_labels(), server_args.num_layers
            )
        self.per_layer_metrics = server_args.enable_metrics_for_all_layers
        self.forward_ct = 0

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        self.forward_ct += 1
        return self.model(hidden_states, self.metrics, self.per_layer_metrics)

    def on_batch_finished(self, batch_size: int) -> None:
        if self.metrics is not None:
            self.metrics.observe_batch(batch_size)


_runner = ModelRunner(ServerArgs(enable_metrics=True))
forward_decode = torch.compile(_runner.forward_decode, fullgraph=True)
