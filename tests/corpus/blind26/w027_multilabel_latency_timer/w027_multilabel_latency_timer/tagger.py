from dataclasses import dataclass, field

import torch
from torch import nn

from .profiling import section


@dataclass
class TaggerConfig:
    hidden: int = 10
    tags: tuple = ("sports", "politics", "tech", "finance")
    thresholds: dict = field(default_factory=lambda: {"sports": 0.5, "politics": 0.6, "tech": 0.4, "finance": 0.55})
    profile: bool = True


class MultiLabelHead(nn.Module):
    def __init__(self, cfg: TaggerConfig):
        super().__init__()
        self.fc = nn.Linear(cfg.hidden, len(cfg.tags))
        thr = torch.tensor([cfg.thresholds[t] for t in cfg.tags])
        self.register_buffer("thresholds", thr)

    def forward(self, pooled: torch.Tensor):
        probs = torch.sigmoid(self.fc(pooled))
        return probs, probs >= self.thresholds


class TaggerRunner(nn.Module):
    def __init__(self, cfg: TaggerConfig | None = None):
        super().__init__()
        self.cfg = cfg or TaggerConfig()
        self.head = MultiLabelHead(self.cfg)

    @torch.compile(fullgraph=True)
    def forward_tags(self, pooled: torch.Tensor):
        with section("tagger.head", enabled=self.cfg.profile):
            probs, fired = self.head(pooled)
        return probs, fired
