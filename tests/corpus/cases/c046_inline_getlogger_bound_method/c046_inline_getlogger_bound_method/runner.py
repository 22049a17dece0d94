import logging

import torch

from .model import TinyLM


class ModelRunner:
    def __init__(self, max_bs: int = 2):
        self.model = TinyLM()
        self.max_bs = max_bs

    def forward_decode(self, hidden: torch.Tensor) -> torch.Tensor:
        if hidden.shape[0] > self.max_bs:
            logging.getLogger(__name__).warning("batch %d exceeds cuda graph bs", hidden.shape[0])
        return self.model(hidden)


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
