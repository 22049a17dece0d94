import time

import torch
from torch import nn

from .config import PipelineParallelConfig
from .metrics import MetricsExporter
from .transport import ActivationChannel


class PipelineRunner:
    def __init__(self, config: PipelineParallelConfig, hidden: int = 8):
        self.config = config
        self.stage0 = nn.Sequential(nn.Linear(hidden, hidden), nn.GELU())
        self.stage1 = nn.Sequential(nn.Linear(hidden, hidden), nn.LayerNorm(hidden))
        self.channel = ActivationChannel()
        self.metrics = MetricsExporter(config.metrics_path)

    def _microbatch_keys(self):
        return [f"mb{i}.hidden_states" for i in range(self.config.num_microbatches)]

    def forward_microbatches(self, hidden_states: torch.Tensor) -> torch.Tensor:
        keys = self._microbatch_keys()
        if self.config.enable_stage_profiling:
            t0 = time.perf_counter()
        for key, mb in zip(keys, hidden_states.chunk(self.config.num_microbatches, dim=0)):
            self.channel.send(key, self.stage0(mb))
        if self.config.enable_stage_profiling:
            self.metrics.send("stage0_ms", (time.perf_counter() - t0) * 1e3)
        outputs = [self.stage1(self.channel.recv(key)) for key in keys]
        return torch.cat(outputs, dim=0)


runner = PipelineRunner(PipelineParallelConfig())
forward = torch.compile(runner.forward_microbatches, fullgraph=True)
