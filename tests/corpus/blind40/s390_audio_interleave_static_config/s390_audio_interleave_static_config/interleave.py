import logging
from dataclasses import dataclass

import torch
from torch import nn

logger = logging.getLogger(__name__)

DEBUG_DUMP_INTERLEAVE = False


@dataclass(frozen=True)
class InterleaveConfig:
    hidden_size: int = 16
    audio_hidden_size: int = 12
    audio_token_id: int = 50
    pool_stride: int = 2
    validate_placeholder_count: bool = False


@torch.compiler.disable
def dump_interleave(input_ids: torch.Tensor, positions: torch.Tensor) -> None:
    logger.debug("audio rows %s for ids %s", positions.tolist(), input_ids.tolist())


class AudioInterleaver(nn.Module):
    def __init__(self, cfg: InterleaveConfig):
        super().__init__()
        self.cfg = cfg
        self.pool = nn.AvgPool1d(cfg.pool_stride, cfg.pool_stride)
        self.proj = nn.Linear(cfg.audio_hidden_size, cfg.hidden_size)

    def _check_counts(self, mask: torch.Tensor, audio_embeds: torch.Tensor) -> None:
        n_tokens = int(mask.sum().item())
        n_feats = audio_embeds.shape[0] * audio_embeds.shape[1]
        if n_tokens != n_feats:
            raise ValueError(f"{n_tokens} <|AUDIO|> tokens but {n_feats} audio embeddings")

    def forward(self, inputs_embeds: torch.Tensor, input_ids: torch.Tensor, audio_hidden: torch.Tensor):
        audio_embeds = self.proj(self.pool(audio_hidden.transpose(1, 2)).transpose(1, 2))
        mask = input_ids == self.cfg.audio_token_id
        if self.cfg.validate_placeholder_count:
            self._check_counts(mask, audio_embeds)
        if DEBUG_DUMP_INTERLEAVE:
            dump_interleave(input_ids, mask.nonzero())
        return inputs_embeds.masked_scatter(mask.unsqueeze(-1), audio_embeds.to(inputs_embeds.dtype))
