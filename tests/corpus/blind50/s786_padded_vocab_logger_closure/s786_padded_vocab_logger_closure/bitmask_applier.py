from typing import Callable

import torch

from .config import StructuredOutputsConfig
from .vocab_padding import mask_padded_vocab, unpack_bitmask


def build_bitmask_applier(
    config: StructuredOutputsConfig,
) -> Callable[[torch.Tensor, torch.Tensor], torch.Tensor]:
    vocab_size = config.grammar_vocab_size
    bits_per_word = config.bits_per_word
    expected_words = config.num_bitmask_words

    def apply_grammar_bitmask(logits: torch.Tensor, grammar_bitmask: torch.Tensor) -> torch.Tensor:
        if grammar_bitmask.shape[-1] != expected_words:
            raise ValueError(
                f"bitmask has {grammar_bitmask.shape[-1]} words, expected {expected_words}"
            )
        logits = logits.float()
        rejected = unpack_bitmask(grammar_bitmask, bits_per_word, vocab_size)
        logits[..., :vocab_size].masked_fill_(rejected, float("-inf"))
        return mask_padded_vocab(logits, vocab_size)

    return apply_grammar_bitmask


apply_grammar_bitmask = torch.compile(
    build_bitmask_applier(StructuredOutputsConfig(grammar_vocab_size=64)), fullgraph=True
)
