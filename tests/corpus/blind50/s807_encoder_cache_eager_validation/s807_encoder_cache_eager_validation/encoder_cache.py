from dataclasses import dataclass
from typing import Optional

import torch

from .validation import check_encoder_output, cross_kv_validation_enabled


@dataclass
class EncoderCacheEntry:
    encoder_out: torch.Tensor
    encoder_lens: torch.Tensor


class EncoderCacheView:
    """Read side of the encoder-output cache used by the decoder's cross attention."""

    def __init__(self):
        self._entry: Optional[EncoderCacheEntry] = None

    def update(self, encoder_out: torch.Tensor, encoder_lens: torch.Tensor) -> EncoderCacheEntry:
        entry = EncoderCacheEntry(encoder_out, encoder_lens)
        if cross_kv_validation_enabled():
            check_encoder_output(encoder_out, encoder_lens)
        self._entry = entry
        return entry

    def key_padding_mask(self, entry: EncoderCacheEntry) -> torch.Tensor:
        positions = torch.arange(entry.encoder_out.shape[1], device=entry.encoder_out.device)
        return positions[None, :] < entry.encoder_lens[:, None]
