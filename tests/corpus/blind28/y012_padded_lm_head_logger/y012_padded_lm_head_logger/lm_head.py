import torch
import torch.nn as nn

from .config import LMHeadConfig
from . import utils


class PaddedLMHead(nn.Module):
    def __init__(self, cfg: LMHeadConfig):
        super().__init__()
        self.cfg = cfg
        self.weight = nn.Parameter(torch.randn(cfg.padded_vocab_size, cfg.hidden_size) * 0.02)

    def forward(self, hidden: torch.Tensor, keep_padding: bool = False) -> torch.Tensor:
        logits = hidden @ self.weight.t()
        if keep_padding:
            return utils.mask_padded_logits(logits, self.cfg.vocab_size)
        return utils.strip_vocab_padding(logits, self.cfg.vocab_size)


_HEAD = PaddedLMHead(LMHeadConfig())


@torch.compile(fullgraph=True)
def compute_logits(hidden: torch.Tensor) -> torch.Tensor:
    logits = _HEAD(hidden)
    return logits.float()
