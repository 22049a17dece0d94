from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .utils import BaseModelOutputWithPooling, grid_size, torch_int


@dataclass
class VisionConfig:
    image_size: int = 16
    patch_size: int = 4
    num_channels: int = 3
    hidden_size: int = 16
    num_heads: int = 2
    num_layers: int = 2
    output_hidden_states: bool = False


class PatchEmbeddings(nn.Module):
    def __init__(self, config: VisionConfig):
        super().__init__()
        self.patch_size = config.patch_size
        self.num_patches = (config.image_size // config.patch_size) ** 2
        self.proj = nn.Conv2d(config.num_channels, config.hidden_size, config.patch_size, config.patch_size)
        self.cls_token = nn.Parameter(torch.zeros(1, 1, config.hidden_size))
        self.position_embeddings = nn.Parameter(torch.randn(1, self.num_patches + 1, config.hidden_size) * 0.02)

    def interpolate_pos_encoding(self, embeddings: torch.Tensor, height: int, width: int) -> torch.Tensor:
        num_patches = embeddings.shape[1] - 1
        num_positions = self.position_embeddings.shape[1] - 1
        if not torch.jit.is_tracing() and num_patches == num_positions and height == width:
            return self.position_embeddings
        class_pos = self.position_embeddings[:, :1]
        patch_pos = self.position_embeddings[:, 1:]
        dim = embeddings.shape[-1]
        new_height = height // self.patch_size
        new_width = width // self.patch_size
        side = grid_size(num_positions)
        patch_pos = patch_pos.reshape(1, side, side, dim).permute(0, 3, 1, 2)
        patch_pos = F.interpolate(patch_pos, size=(torch_int(new_height), torch_int(new_width)),
                                  mode="bicubic", align_corners=False)
        patch_pos = patch_pos.permute(0, 2, 3, 1).view(1, -1, dim)
        return torch.cat((class_pos, patch_pos), dim=1)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        _, _, height, width = pixel_values.shape
        x = self.proj(pixel_values).flatten(2).transpose(1, 2)
        x = torch.cat([self.cls_token.expand(x.shape[0], -1, -1), x], dim=1)
        return x + self.interpolate_pos_encoding(x, height, width)


class Block(nn.Module):
    def __init__(self, config: VisionConfig):
        super().__init__()
        self.norm1 = nn.LayerNorm(config.hidden_size)
        self.attn = nn.MultiheadAttention(config.hidden_size, config.num_heads, batch_first=True)
        self.norm2 = nn.LayerNorm(config.hidden_size)
        self.mlp = nn.Sequential(nn.Linear(config.hidden_size, 4 * config.hidden_size), nn.GELU(),
                                 nn.Linear(4 * config.hidden_size, config.hidden_size))

    def forward(self, x):
        h = self.norm1(x)
        x = x + self.attn(h, h, h, need_weights=False)[0]
        return x + self.mlp(self.norm2(x))


class VisionTower(nn.Module):
    def __init__(self, config: VisionConfig):
        super().__init__()
        self.config = config
        self.embeddings = PatchEmbeddings(config)
        self.blocks = nn.ModuleList(Block(config) for _ in range(config.num_layers))
        self.post_layernorm = nn.LayerNorm(config.hidden_size)

    def forward(self, pixel_values: torch.Tensor) -> BaseModelOutputWithPooling:
        x = self.embeddings(pixel_values)
        all_hidden = (x,) if self.config.output_hidden_states else None
        for blk in self.blocks:
            x = blk(x)
            if all_hidden is not None:
                all_hidden = all_hidden + (x,)
        x = self.post_layernorm(x)
        return BaseModelOutputWithPooling(last_hidden_state=x, pooler_output=x[:, 0], hidden_states=all_hidden)


compiled_vision_tower = torch.compile(VisionTower(VisionConfig()).eval(), fullgraph=True)
