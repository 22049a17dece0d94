from dataclasses import dataclass
from typing import List

import torch


@dataclass
class PoolingMetadata:
    prompt_lens: torch.Tensor
    first_token_indices: torch.Tensor
    num_prompts: int


class PoolingMetadataBuilder:
    """Turns the padded attention mask into per-prompt offsets.

    Runs on the host side in the real engine (the scheduler owns the prompt
    lengths).
    """

    def __init__(self, pad_to_multiple: int = 1):
        self.pad_to_multiple = pad_to_multiple
        self._history: List[int] = []

    @torch.compiler.disable
    def build(self, attention_mask: torch.Tensor) -> PoolingMetadata:
        prompt_lens = attention_mask.sum(dim=-1)
        self._history.append(int(prompt_lens.numel()))
        first = torch.zeros_like(prompt_lens)
        return PoolingMetadata(prompt_lens=prompt_lens, first_token_indices=first, num_prompts=len(prompt_lens))
