from collections import OrderedDict
from typing import Optional

import torch
from torch import nn

from . import envs
from .hasher import MultiModalHasher


class EncoderCache:
    def __init__(self, capacity: int):
        self.capacity = capacity
        self._entries: "OrderedDict[str, torch.Tensor]" = OrderedDict()

    def get(self, mm_hash: str) -> Optional[torch.Tensor]:
        out = self._entries.get(mm_hash)
        if out is not None:
            self._entries.move_to_end(mm_hash)
        return out

    def put(self, mm_hash: str, encoder_output: torch.Tensor) -> None:
        self._entries[mm_hash] = encoder_output
        if len(self._entries) > self.capacity:
            self._entries.popitem(last=False)


class AudioEncoder(nn.Module):
    def __init__(self, n_mels: int = 8, d_model: int = 8):
        super().__init__()
        self.conv1 = nn.Conv1d(n_mels, d_model, kernel_size=3, padding=1)
        self.conv2 = nn.Conv1d(d_model, d_model, kernel_size=3, stride=2, padding=1)
        self.proj = nn.Linear(d_model, d_model)

    def forward(self, input_features: torch.Tensor) -> torch.Tensor:
        x = nn.functional.gelu(self.conv1(input_features))
        x = nn.functional.gelu(self.conv2(x))
        return self.proj(x.transpose(1, 2))


class EncoderModelRunner:
    def __init__(self):
        self.encoder = AudioEncoder().eval()
        self.encoder_cache = EncoderCache(envs.CORPUS_ENCODER_CACHE_SIZE)

    def execute_encoder(self, input_features: torch.Tensor) -> torch.Tensor:
        mm_hash = MultiModalHasher.hash_kwargs(input_features=input_features)
        cached = self.encoder_cache.get(mm_hash)
        if cached is not None:
            return cached
        encoder_outputs = self.encoder(input_features)
        self.encoder_cache.put(mm_hash, encoder_outputs)
        return encoder_outputs


runner = EncoderModelRunner()
execute_encoder = torch.compile(runner.execute_encoder, fullgraph=True)
