from __future__ import annotations

import logging

import torch
import torch.nn as nn

from .config import PENALTY_CONFIG, PenaltyConfig

logger = logging.getLogger(__name__)


def get_token_bin_counts_and_mask(
    tokens: torch.Tensor, vocab_size: int, num_seqs: int
) -> tuple[torch.Tensor, torch.Tensor]:
    # the extra bin absorbs the padding id (== vocab_size)
    bin_counts = torch.zeros((num_seqs, vocab_size + 1), dtype=torch.long, device=tokens.device)
    bin_counts.scatter_add_(1, tokens, torch.ones_like(tokens))
    bin_counts = bin_counts[:, :vocab_size]
    return bin_counts, bin_counts > 0


class PenaltyLogitsProcessor(nn.Module):
    def __init__(
        self,
        presence_penalties: torch.Tensor,
        frequency_penalties: torch.Tensor,
        repetition_penalties: torch.Tensor,
        config: PenaltyConfig = PENALTY_CONFIG,
    ):
        super().__init__()
        self.config = config
        self.register_buffer("presence_penalties", presence_penalties, persistent=False)
        self.register_buffer("frequency_penalties", frequency_penalties, persistent=False)
        self.register_buffer("repetition_penalties", repetition_penalties, persistent=False)
        if config.strict_validation:
            logger.info("strict penalty validation enabled")

    def _validate(self, logits: torch.Tensor, output_tokens: torch.Tensor) -> None:
        if (self.repetition_penalties <= 0).any().item():
            raise ValueError(f"repetition_penalty must be > 0, got {self.repetition_penalties.tolist()}")
        if output_tokens.max().item() > logits.shape[1]:
            raise ValueError("output token id out of vocabulary range")
        logger.debug("penalties validated for %d rows", logits.shape[0])

    def forward(
        self,
        logits: torch.Tensor,
        prompt_tokens: torch.Tensor,
        output_tokens: torch.Tensor,
    ) -> torch.Tensor:
        if self.config.strict_validation:
            self._validate(logits, output_tokens)
        num_seqs, vocab_size = logits.shape
        _, prompt_mask = get_token_bin_counts_and_mask(prompt_tokens, vocab_size, num_seqs)
        output_bin_counts, output_mask = get_token_bin_counts_and_mask(output_tokens, vocab_size, num_seqs)

        rep = self.repetition_penalties.unsqueeze(1).repeat(1, vocab_size)
        seen = output_mask | prompt_mask if self.config.apply_repetition_to_prompt else output_mask
        rep = torch.where(seen, rep, torch.ones_like(rep))
        logits = torch.where(logits > 0, logits / rep, logits * rep)

        logits = logits - self.frequency_penalties.unsqueeze(1) * output_bin_counts
        logits = logits - self.presence_penalties.unsqueeze(1) * output_mask
        return logits.clamp_min(self.config.min_logit)


penalizer = torch.compile(
    PenaltyLogitsProcessor(
        presence_penalties=torch.tensor([0.0, 0.5, 0.0, 1.0]),
        frequency_penalties=torch.tensor([0.2, 0.0, 0.0, 0.1]),
        repetition_penalties=torch.tensor([1.1, 1.0, 1.0, 1.3]),
    ),
    fullgraph=True,
)
