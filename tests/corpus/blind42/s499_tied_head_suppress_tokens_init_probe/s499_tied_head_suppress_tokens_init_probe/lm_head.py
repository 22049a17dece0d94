import logging
import time
import warnings
from dataclasses import dataclass, field
from typing import List, Optional

import torch
from torch import nn

from .platform_probe import git_revision, has_avx512, host_cpu_count

logger = logging.getLogger(__name__)


@dataclass
class OutputHeadConfig:
    vocab_size: int = 40
    padded_vocab_size: int = 48
    hidden_size: int = 16
    tie_word_embeddings: bool = True
    suppress_token_ids: List[int] = field(default_factory=lambda: [0, 1, 2])
    logits_chunk_size: Optional[int] = None
    dump_logits_path: Optional[str] = None


class TiedOutputHead(nn.Module):
    def __init__(self, config: OutputHeadConfig):
        super().__init__()
        t0 = time.monotonic()
        self.config = config
        self.embed_tokens = nn.Embedding(config.padded_vocab_size, config.hidden_size)
        if config.tie_word_embeddings:
            self.lm_head_weight = self.embed_tokens.weight
        else:
            self.lm_head_weight = nn.Parameter(torch.empty_like(self.embed_tokens.weight))
        if config.logits_chunk_size is None:
            config.logits_chunk_size = 4096 if has_avx512() else 1024 * max(1, host_cpu_count() // 8)
        mask = torch.zeros(config.padded_vocab_size, dtype=torch.bool)
        mask[config.suppress_token_ids] = True
        mask[config.vocab_size :] = True  # padded rows of the tied embedding
        self.register_buffer("suppress_mask", mask, persistent=False)
        if len(config.suppress_token_ids) > 16:
            warnings.warn("large suppress list; consider a logit-bias processor instead")
        logger.info(
            "output head built in %.1f ms (rev %s, chunk=%d)",
            (time.monotonic() - t0) * 1e3,
            git_revision(),
            config.logits_chunk_size,
        )

    @torch.compile(fullgraph=True)
    def compute_logits(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = hidden_states @ self.lm_head_weight.t()
        logits = logits.masked_fill(self.suppress_mask, float("-inf"))
        if self.config.dump_logits_path is not None:
            torch.save(logits.detach().cpu(), self.config.dump_logits_path)
            logger.warning("dumped logits to %s", self.config.dump_logits_path)
        return logits[..., : self.config.vocab_size]
