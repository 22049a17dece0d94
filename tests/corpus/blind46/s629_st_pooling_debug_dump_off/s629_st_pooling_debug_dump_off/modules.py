import logging
import os
import platform
from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn.functional as F
from torch import nn

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class PoolingConfig:
    word_embedding_dimension: int = 8
    pooling_mode_cls_token: bool = False
    pooling_mode_mean_tokens: bool = True
    pooling_mode_max_tokens: bool = False
    pooling_mode_mean_sqrt_len_tokens: bool = False
    debug_dump_dir: Optional[str] = None


class Pooling(nn.Module):
    def __init__(self, config: PoolingConfig):
        super().__init__()
        self.config = config
        modes = [k for k, v in vars(config).items() if k.startswith("pooling_mode_") and v]
        logger.info("Pooling(%s) on %s, %d cpus", ",".join(modes), platform.machine(), os.cpu_count() or 1)
        self.pooling_output_dimension = len(modes) * config.word_embedding_dimension

    def _dump(self, name: str, tensor: torch.Tensor) -> None:
        os.makedirs(self.config.debug_dump_dir, exist_ok=True)
        torch.save(tensor.detach().cpu(), os.path.join(self.config.debug_dump_dir, f"{name}.pt"))

    def forward(self, token_embeddings: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        if self.config.debug_dump_dir is not None:
            self._dump("token_embeddings", token_embeddings)
        mask = attention_mask.unsqueeze(-1).to(token_embeddings.dtype)
        vectors = []
        if self.config.pooling_mode_cls_token:
            vectors.append(token_embeddings[:, 0])
        if self.config.pooling_mode_max_tokens:
            masked = token_embeddings.masked_fill(mask == 0, -1e9)
            if (masked == -1e9).all().item():
                logger.warning("max pooling over an all-padding batch")
            vectors.append(masked.max(dim=1).values)
        if self.config.pooling_mode_mean_tokens or self.config.pooling_mode_mean_sqrt_len_tokens:
            summed = (token_embeddings * mask).sum(1)
            counts = mask.sum(1).clamp(min=1e-9)
            if self.config.pooling_mode_mean_tokens:
                vectors.append(summed / counts)
            if self.config.pooling_mode_mean_sqrt_len_tokens:
                vectors.append(summed / torch.sqrt(counts))
        return torch.cat(vectors, dim=1)


class Normalize(nn.Module):
    def forward(self, sentence_embedding: torch.Tensor) -> torch.Tensor:
        return F.normalize(sentence_embedding, p=2, dim=1)
