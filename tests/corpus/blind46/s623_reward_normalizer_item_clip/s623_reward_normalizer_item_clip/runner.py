from dataclasses import dataclass

import torch
from torch import nn

from .reward_head import RewardNormalizer, ValueHead


@dataclass
class RewardModelConfig:
    vocab_size: int = 32
    hidden_size: int = 8
    reward_clip: float = 5.0


class TinyBackbone(nn.Module):
    def __init__(self, cfg: RewardModelConfig):
        super().__init__()
        self.embed_tokens = nn.Embedding(cfg.vocab_size, cfg.hidden_size)
        self.proj = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.norm = nn.LayerNorm(cfg.hidden_size)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        return self.norm(torch.tanh(self.proj(self.embed_tokens(input_ids))))


class RewardModelRunner:
    def __init__(self, cfg: RewardModelConfig):
        self.cfg = cfg
        self.backbone = TinyBackbone(cfg).eval()
        self.value_head = ValueHead(cfg.hidden_size).eval()
        self.normalizer = RewardNormalizer(clip_range=cfg.reward_clip)

    @torch.no_grad()
    def score_batch(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        hidden = self.backbone(input_ids)
        raw = self.value_head(hidden, attention_mask)
        return self.normalizer(raw)


runner = RewardModelRunner(RewardModelConfig())
score_batch = torch.compile(runner.score_batch, fullgraph=True)
