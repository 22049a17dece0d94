import functools
import os

import torch
from torch import nn

from .registry import LOGIT_PROCESSORS, processors_disabled

DEFAULT_CONFIG = (
    ("softcap", {"cap": 30.0}),
    ("entropy_floor", {"min_bits": 1.5}),
    ("temperature", {"temperature": 0.7}),
)


class LogitsPipeline(nn.Module):
    def __init__(self, config=DEFAULT_CONFIG):
        super().__init__()
        self.steps = [functools.partial(LOGIT_PROCESSORS[name], **kwargs) for name, kwargs in config]

    def _enabled(self) -> bool:
        if os.environ.get("G010_DISABLE_LOGIT_PROCESSORS", "0") == "1":
            return False
        return not processors_disabled()

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        if not self._enabled():
            return logits
        for step in self.steps:
            logits = step(logits)
        return torch.log_softmax(logits, dim=-1)


pipeline = LogitsPipeline()


@torch.compile(fullgraph=True, dynamic=False)
def process_logits(logits: torch.Tensor) -> torch.Tensor:
    return pipeline(logits)
