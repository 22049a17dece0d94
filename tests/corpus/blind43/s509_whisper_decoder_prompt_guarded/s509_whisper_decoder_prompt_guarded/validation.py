import logging
import warnings

import torch

logger = logging.getLogger(__name__)


class PromptValidator:
    """Sanity checks on user-supplied prompt / language ids (eager only)."""

    def __init__(self, config):
        self.config = config

    def check(self, language_ids: torch.Tensor, prompt_ids: torch.Tensor) -> None:
        if torch.compiler.is_compiling():
            return
        if (language_ids >= self.config.vocab_size).any() or (language_ids < 0).any():
            raise ValueError(f"language ids out of range: {language_ids.tolist()}")
        if prompt_ids.shape[-1] > self.config.max_prompt_tokens:
            warnings.warn(
                f"prompt of {prompt_ids.shape[-1]} tokens is truncated to {self.config.max_prompt_tokens}",
                stacklevel=3,
            )
        logger.debug("decoder prompt ok: %d rows", language_ids.shape[0])
