from typing import Callable, List

import torch
import torch.nn as nn
import torch.nn.functional as F

LayerCallback = Callable[[int, torch.Tensor], None]


class SiglipVisionEmbeddings(nn.Module):
    def __init__(self, hidden_size: int, patch_size: int, image_size: int):
        super().__init__()
        self.patch_embedding = nn.Conv2d(3, hidden_size, patch_size, patch_size)
        self.num_positions = (image_size // patch_size) ** 2
        self.position_embedding = nn.Embedding(self.num_positions, hidden_size)
        self.register_buffer("position_ids", torch.arange(self.num_positions).unsqueeze(0), persistent=False)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        x = self.patch_embedding(pixel_values).flatten(2).transpose(1, 2)
        return x + self.position_embedding(self.position_ids)


class SiglipEncoderLayer(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int):
        super().__init__()
        self.num_heads = num_heads
        self.layer_norm1 = nn.LayerNorm(hidden_size)
        self.qkv = nn.Linear(hidden_size, 3 * hidden_size)
        self.out_proj = nn.Linear(hidden_size, hidden_size)
        self.layer_norm2 = nn.LayerNorm(hidden_size)
        self.fc1 = nn.Linear(hidden_size, 4 * hidden_size)
        self.fc2 = nn.Linear(4 * hidden_size, hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, n, d = x.shape
        q, k, v = self.qkv(self.layer_norm1(x)).view(b, n, 3, self.num_heads, -1).permute(2, 0, 3, 1, 4)
        attn = F.scaled_dot_product_attention(q, k, v).transpose(1, 2).reshape(b, n, d)
        x = x + self.out_proj(attn)
        return x + self.fc2(F.gelu(self.fc1(self.layer_norm2(x)), approximate="tanh"))


class SiglipEncoder(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, num_layers: int):
        super().__init__()
        self.layers = nn.ModuleList(SiglipEncoderLayer(hidden_size, num_heads) for _ in range(num_layers))
        self._layer_callbacks: List[LayerCallback] = []

    def register_layer_callback(self, cb: LayerCallback) -> None:
        self._layer_callbacks.append(cb)

    def _run_callbacks(self, idx: int, hidden_states: torch.Tensor) -> None:
        for cb in self._layer_callbacks:
            cb(idx, hidden_states)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for idx, layer in enumerate(self.layers):
            hidden_states = layer(hidden_states)
            self._run_callbacks(idx, hidden_states)
        return hidden_states


class SiglipVisionModel(nn.Module):
    def __init__(self, hidden_size: int = 32, num_heads: int = 4, num_layers: int = 2, patch_size: int = 4, image_size: int = 16):
        super().__init__()
        self.embeddings = SiglipVisionEmbeddings(hidden_size, patch_size, image_size)
        self.encoder = SiglipEncoder(hidden_size, num_heads, num_layers)
        self.post_layernorm = nn.LayerNorm(hidden_size)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        return self.post_layernorm(self.encoder(self.embeddings(pixel_values)))
