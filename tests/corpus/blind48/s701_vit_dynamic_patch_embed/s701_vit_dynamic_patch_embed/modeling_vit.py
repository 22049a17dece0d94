import torch
import torch.nn as nn
import torch.nn.functional as F

from .configuration_vit import ViTConfig
from .logging_utils import get_logger, warning_once

logger = get_logger(__name__)


class ViTPatchEmbeddings(nn.Module):
    """Conv patchifier that accepts any resolution (pads to a multiple of the patch size)."""

    def __init__(self, config: ViTConfig):
        super().__init__()
        self.patch_size = config.patch_size
        self.num_channels = config.num_channels
        self.projection = nn.Conv2d(
            config.num_channels, config.hidden_size, kernel_size=config.patch_size, stride=config.patch_size
        )

    def maybe_pad(self, pixel_values: torch.Tensor) -> torch.Tensor:
        height, width = pixel_values.shape[-2:]
        pad_h = (self.patch_size - height % self.patch_size) % self.patch_size
        pad_w = (self.patch_size - width % self.patch_size) % self.patch_size
        if pad_h or pad_w:
            warning_once(
                logger,
                f"Input resolution is not a multiple of patch_size={self.patch_size}; padding bottom/right.",
            )
            pixel_values = F.pad(pixel_values, (0, pad_w, 0, pad_h))
        return pixel_values

    def forward(self, pixel_values: torch.Tensor) -> tuple[torch.Tensor, tuple[int, int]]:
        pixel_values = self.maybe_pad(pixel_values)
        embeddings = self.projection(pixel_values)
        grid = (embeddings.shape[-2], embeddings.shape[-1])
        return embeddings.flatten(2).transpose(1, 2), grid


class ViTSelfAttention(nn.Module):
    def __init__(self, config: ViTConfig):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_dim = config.head_dim
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=config.qkv_bias)
        self.proj = nn.Linear(config.hidden_size, config.hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        b, n, _ = hidden_states.shape
        qkv = self.qkv(hidden_states).view(b, n, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        q, k, v = qkv.unbind(0)
        out = F.scaled_dot_product_attention(q, k, v)
        return self.proj(out.transpose(1, 2).reshape(b, n, -1))


class ViTLayer(nn.Module):
    def __init__(self, config: ViTConfig):
        super().__init__()
        self.norm1 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.attn = ViTSelfAttention(config)
        self.norm2 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.mlp = nn.Sequential(
            nn.Linear(config.hidden_size, config.intermediate_size),
            nn.GELU(),
            nn.Linear(config.intermediate_size, config.hidden_size),
        )

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = hidden_states + self.attn(self.norm1(hidden_states))
        return hidden_states + self.mlp(self.norm2(hidden_states))


class ViTModel(nn.Module):
    def __init__(self, config: ViTConfig):
        super().__init__()
        self.config = config
        self.patch_embed = ViTPatchEmbeddings(config)
        self.cls_token = nn.Parameter(torch.zeros(1, 1, config.hidden_size))
        self.layers = nn.ModuleList(ViTLayer(config) for _ in range(config.num_hidden_layers))
        self.post_norm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        patches, _grid = self.patch_embed(pixel_values)
        cls = self.cls_token.expand(patches.shape[0], -1, -1)
        hidden_states = torch.cat([cls, patches], dim=1)
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.post_norm(hidden_states)


vit_encoder = torch.compile(ViTModel(ViTConfig()), fullgraph=True)
