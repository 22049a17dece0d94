import json
import logging
import os

import torch
from torch import nn

logger = logging.getLogger(__name__)
_CFG = os.path.join(os.path.dirname(__file__), "missing_config.json")


class Embedding(nn.Module):
    def __init__(self):
        super().__init__()
        cfg = {"vocab": 16, "hidden": 8}
        if os.path.exists(_CFG):
            with open(_CFG) as f:
                cfg.update(json.load(f))
        logger.info("embedding config: %s", cfg)
        print("building embedding", cfg)
        self.weight = nn.Parameter(torch.randn(cfg["vocab"], cfg["hidden"]))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.softmax(x @ self.weight.t(), dim=-1) @ self.weight


compiled = torch.compile(Embedding(), fullgraph=True)
