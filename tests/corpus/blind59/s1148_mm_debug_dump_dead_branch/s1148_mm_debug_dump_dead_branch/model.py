from dataclasses import dataclass, field
from typing import Dict, Optional, Type

import torch
from torch import nn

from . import envs
from .debug_utils import dump_merged_embeddings, probe_ffmpeg_version


@dataclass(frozen=True)
class MultiModalConfig:
    limit_per_prompt: Dict[str, int] = field(default_factory=lambda: {"image": 2, "audio": 0})
    dump_merged_embeddings: bool = False
    image_token_id: int = 70
    audio_token_id: int = 71


class ImageEncoder(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.proj = nn.Linear(6, hidden_size)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        return torch.tanh(self.proj(pixel_values)).flatten(0, 1)


class AudioEncoder(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.backend = envs.S1148_MM_AUDIO_BACKEND
        if self.backend == "ffmpeg":
            self.ffmpeg_version = probe_ffmpeg_version()
        self.proj = nn.Linear(5, hidden_size)

    def forward(self, audio_features: torch.Tensor) -> torch.Tensor:
        if self.backend == "ffmpeg":
            self.ffmpeg_version = probe_ffmpeg_version()
        return self.proj(audio_features).flatten(0, 1)


ENCODER_REGISTRY: Dict[str, Type[nn.Module]] = {"image": ImageEncoder, "audio": AudioEncoder}


class MiniCPMOForCausalLM(nn.Module):
    def __init__(self, mm_config: MultiModalConfig, vocab_size: int = 80, hidden_size: int = 8):
        super().__init__()
        self.mm_config = mm_config
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.encoders = nn.ModuleDict({
            modality: ENCODER_REGISTRY[modality](hidden_size)
            for modality, limit in mm_config.limit_per_prompt.items()
            if limit > 0
        })
        self.lm_head = nn.Linear(hidden_size, vocab_size)

    def _merge(self, input_ids, inputs_embeds, modality: str, data: Optional[torch.Tensor]):
        if data is None or modality not in self.encoders:
            return inputs_embeds
        token_id = getattr(self.mm_config, f"{modality}_token_id")
        embeds = self.encoders[modality](data)
        return inputs_embeds.masked_scatter((input_ids == token_id).unsqueeze(-1), embeds)

    def forward(self, input_ids, pixel_values, audio_features=None):
        max_images = envs.S1148_MM_MAX_IMAGES_PER_PROMPT
        pixel_values = pixel_values[:max_images]
        inputs_embeds = self.embed_tokens(input_ids)
        inputs_embeds = self._merge(input_ids, inputs_embeds, "image", pixel_values)
        inputs_embeds = self._merge(input_ids, inputs_embeds, "audio", audio_features)
        if self.mm_config.dump_merged_embeddings:
            dump_merged_embeddings(input_ids, inputs_embeds, tag="prefill")
        return self.lm_head(inputs_embeds)


minicpmo = MiniCPMOForCausalLM(MultiModalConfig())
compiled_forward = torch.compile(minicpmo.forward, fullgraph=True)
