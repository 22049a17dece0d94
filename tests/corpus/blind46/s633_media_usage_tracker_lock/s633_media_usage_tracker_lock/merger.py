from typing import Mapping, Optional

import torch

from .bookkeeping import MediaUsageTracker


class MultimodalEmbeddingMerger:
    def __init__(self, placeholder_ids: Mapping[str, int], tracker: Optional[MediaUsageTracker] = None):
        self.placeholder_ids = dict(placeholder_ids)
        self.tracker = tracker

    def _scatter_one(
        self, input_ids: torch.Tensor, inputs_embeds: torch.Tensor, modality: str, embeds: torch.Tensor
    ) -> torch.Tensor:
        mask = (input_ids == self.placeholder_ids[modality]).unsqueeze(-1)
        flat = embeds.reshape(-1, embeds.shape[-1]).to(inputs_embeds.dtype)
        return inputs_embeds.masked_scatter(mask, flat)

    def merge(
        self,
        input_ids: torch.Tensor,
        inputs_embeds: torch.Tensor,
        mm_embeds: Mapping[str, torch.Tensor],
    ) -> torch.Tensor:
        for modality, embeds in mm_embeds.items():
            if embeds is None:
                continue
            inputs_embeds = self._scatter_one(input_ids, inputs_embeds, modality, embeds)
            if self.tracker is not None:
                self.tracker.record(modality, embeds.shape[0], embeds.shape[0] * embeds.shape[1])
        return inputs_embeds
