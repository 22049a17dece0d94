from typing import List, Union

import torch

from .utils import get_logger

logger = get_logger(__name__)


class LogitsProcessor:
    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> torch.FloatTensor:
        raise NotImplementedError


class VocabAlignedLogitsProcessor(LogitsProcessor):
    """Base for processors that index the vocabulary; handles padded lm_head outputs."""

    def __init__(self, vocab_size: int):
        self.vocab_size = vocab_size

    def _align_vocab(self, scores: torch.FloatTensor) -> torch.FloatTensor:
        if scores.shape[-1] != self.vocab_size:
            logger.warning_once(
                f"Logits have {scores.shape[-1]} entries but the tokenizer has {self.vocab_size}; "
                "padded positions are masked out."
            )
            pad = scores.shape[-1] - self.vocab_size
            scores = torch.nn.functional.pad(scores[..., : self.vocab_size], (0, pad), value=-float("inf"))
        return scores


class MinNewTokensLengthLogitsProcessor(VocabAlignedLogitsProcessor):
    def __init__(self, prompt_length_to_skip: int, min_new_tokens: int, eos_token_id: Union[int, List[int]], vocab_size: int):
        super().__init__(vocab_size)
        if isinstance(eos_token_id, int):
            eos_token_id = [eos_token_id]
        self.prompt_length_to_skip = prompt_length_to_skip
        self.min_new_tokens = min_new_tokens
        self.eos_token_id = torch.tensor(eos_token_id)

    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> torch.FloatTensor:
        scores = self._align_vocab(scores)
        new_tokens_length = input_ids.shape[-1] - self.prompt_length_to_skip
        vocab_tensor = torch.arange(scores.shape[-1], device=scores.device)
        eos_token_mask = torch.isin(vocab_tensor, self.eos_token_id.to(scores.device))
        if new_tokens_length < self.min_new_tokens:
            scores = torch.where(eos_token_mask, -float("inf"), scores)
        return scores
