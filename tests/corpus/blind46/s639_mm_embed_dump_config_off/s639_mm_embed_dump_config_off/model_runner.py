import os
import threading
from collections import Counter

import torch
from torch import nn

from .configs import MultiModalConfig
from .debug_dump import dump_merged_embeddings


class MultiModalModelRunner:
    def __init__(self, mm_config: MultiModalConfig, vocab_size: int = 32, hidden_size: int = 8):
        self.mm_config = mm_config
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.audio_proj = nn.Linear(10, hidden_size)
        self.image_proj = nn.Linear(12, hidden_size)
        self.tp_rank = int(os.environ.get("RANK", "0"))
        self._stats_lock = threading.Lock()
        self._mm_token_stats: Counter = Counter()

    def _record_stats(self, modality: str, n: int) -> None:
        with self._stats_lock:
            self._mm_token_stats[modality] += n

    def _merge(self, input_ids, inputs_embeds, embeds, token_id, modality):
        mask = input_ids == token_id
        merged = inputs_embeds.masked_scatter(mask.unsqueeze(-1), embeds.reshape(-1, embeds.shape[-1]))
        if self.mm_config.enable_mm_stats:
            self._record_stats(modality, embeds.shape[0] * embeds.shape[1])
        if self.mm_config.mm_embed_dump_dir is not None:
            dump_merged_embeddings(self.mm_config.mm_embed_dump_dir, f"{modality}_tp{self.tp_rank}", merged, mask)
        return merged

    def forward_extend(self, input_ids: torch.Tensor, image_feats: torch.Tensor, audio_feats: torch.Tensor):
        cfg = self.mm_config
        inputs_embeds = self.embed_tokens(input_ids)
        inputs_embeds = self._merge(input_ids, inputs_embeds, self.image_proj(image_feats), cfg.image_token_id, "image")
        inputs_embeds = self._merge(input_ids, inputs_embeds, self.audio_proj(audio_feats), cfg.audio_token_id, "audio")
        return inputs_embeds


model_runner = MultiModalModelRunner(MultiModalConfig())
forward_mm = torch.compile(model_runner.forward_extend, fullgraph=True)
