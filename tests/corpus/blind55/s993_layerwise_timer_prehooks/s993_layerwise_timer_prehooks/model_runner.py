from dataclasses import dataclass, field
from typing import List, Optional

import torch

from .layer_timing import LayerwiseTimer
from .model import TinyDecoder


@dataclass
class ObservabilityConfig:
    collect_detailed_traces: List[str] = field(default_factory=list)

    @property
    def collect_model_forward_time(self) -> bool:
        return "model" in self.collect_detailed_traces or "all" in self.collect_detailed_traces


class ModelRunner:
    def __init__(self, observability_config: ObservabilityConfig):
        self.observability_config = observability_config
        torch.manual_seed(0)
        self.model = TinyDecoder().eval()
        self.timer: Optional[LayerwiseTimer] = None
        self.step = 0
        if observability_config.collect_model_forward_time:
            self.timer = LayerwiseTimer()
            for idx, layer in enumerate(self.model.layers):
                self.timer.register(f"layers.{idx}", layer)

    @torch.inference_mode()
    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = self.model(hidden_states)
        return logits.float()

    def execute_model(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = decode(hidden_states)
        self.step += 1
        if self.timer is not None:
            self.timer.maybe_report(self.step)
        return logits


runner = ModelRunner(ObservabilityConfig(collect_detailed_traces=["model", "worker"]))
decode = torch.compile(runner.forward_decode, fullgraph=True)
