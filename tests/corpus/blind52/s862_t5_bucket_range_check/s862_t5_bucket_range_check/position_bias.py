import math

import torch
import torch.nn as nn


class RelativePositionBiasMixin:
    """Shared T5-style bucketed relative position bias.

    Subclasses must define ``relative_attention_bias`` (an ``nn.Embedding`` of
    ``num_buckets x n_heads``), ``is_decoder``, ``relative_attention_num_buckets``
    and ``relative_attention_max_distance``.
    """

    relative_attention_bias: nn.Embedding

    @staticmethod
    def _relative_position_bucket(
        relative_position: torch.Tensor,
        bidirectional: bool = True,
        num_buckets: int = 32,
        max_distance: int = 128,
    ) -> torch.Tensor:
        relative_buckets = 0
        if bidirectional:
            num_buckets //= 2
            relative_buckets += (relative_position > 0).to(torch.long) * num_buckets
            relative_position = torch.abs(relative_position)
        else:
            relative_position = -torch.min(
                relative_position, torch.zeros_like(relative_position)
            )
        max_exact = num_buckets // 2
        is_small = relative_position < max_exact

        relative_position_if_large = max_exact + (
            torch.log(relative_position.float() / max_exact)
            / math.log(max_distance / max_exact)
            * (num_buckets - max_exact)
        ).to(torch.long)
        relative_position_if_large = torch.min(
            relative_position_if_large,
            torch.full_like(relative_position_if_large, num_buckets - 1),
        )
        relative_buckets += torch.where(
            is_small, relative_position, relative_position_if_large
        )
        return relative_buckets

    def _check_buckets(self, buckets: torch.Tensor) -> None:
        if buckets.max() >= self.relative_attention_num_buckets:
            raise ValueError(
                f"relative position bucket out of range for "
                f"{self.relative_attention_num_buckets} buckets"
            )

    def compute_bias(self, query_length: int, key_length: int, device=None):
        if device is None:
            device = self.relative_attention_bias.weight.device
        context_position = torch.arange(query_length, dtype=torch.long, device=device)[:, None]
        memory_position = torch.arange(key_length, dtype=torch.long, device=device)[None, :]
        relative_position = memory_position - context_position
        relative_position_bucket = self._relative_position_bucket(
            relative_position,
            bidirectional=(not self.is_decoder),
            num_buckets=self.relative_attention_num_buckets,
            max_distance=self.relative_attention_max_distance,
        )
        self._check_buckets(relative_position_bucket)
        values = self.relative_attention_bias(relative_position_bucket)
        return values.permute([2, 0, 1]).unsqueeze(0)
