from dataclasses import dataclass

import torch
from torch import nn


@dataclass(frozen=True)
class TransducerConfig:
    enc_dim: int = 16
    pred_dim: int = 16
    joint_dim: int = 24
    vocab_size: int = 30
    blank_id: int = 0


class JointNetwork(nn.Module):
    def __init__(self, cfg: TransducerConfig):
        super().__init__()
        self.enc_proj = nn.Linear(cfg.enc_dim, cfg.joint_dim)
        self.pred_proj = nn.Linear(cfg.pred_dim, cfg.joint_dim)
        self.out = nn.Linear(cfg.joint_dim, cfg.vocab_size)

    def forward(self, enc_frame: torch.Tensor, pred_state: torch.Tensor) -> torch.Tensor:
        return self.out(torch.tanh(self.enc_proj(enc_frame) + self.pred_proj(pred_state)))


class StatelessPredictor(nn.Module):
    """Embedding-only prediction network (as in stateless transducers)."""

    def __init__(self, cfg: TransducerConfig):
        super().__init__()
        self.embed = nn.Embedding(cfg.vocab_size, cfg.pred_dim)
        self.norm = nn.LayerNorm(cfg.pred_dim)

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        return self.norm(self.embed(tokens))
