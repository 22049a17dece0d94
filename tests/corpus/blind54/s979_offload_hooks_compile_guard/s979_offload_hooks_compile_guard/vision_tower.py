import torch
import torch.nn as nn
import torch.nn.functional as F

from .offload import ActivationCPUOffloader


class PatchEmbed(nn.Module):
    def __init__(self, in_chans: int, patch_size: int, embed_dim: int):
        super().__init__()
        self.proj = nn.Conv2d(in_chans, embed_dim, kernel_size=patch_size, stride=patch_size)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        return self.proj(pixel_values).flatten(2).transpose(1, 2)


class ViTBlock(nn.Module):
    def __init__(self, dim: int, mlp_ratio: int = 2):
        super().__init__()
        self.norm1 = nn.LayerNorm(dim)
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.norm2 = nn.LayerNorm(dim)
        self.fc1 = nn.Linear(dim, dim * mlp_ratio)
        self.fc2 = nn.Linear(dim * mlp_ratio, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(self.norm1(x)).unsqueeze(1).chunk(3, dim=-1)
        x = x + self.proj(F.scaled_dot_product_attention(q, k, v).squeeze(1))
        return x + self.fc2(F.gelu(self.fc1(self.norm2(x))))


class VisionTower(nn.Module):
    def __init__(self, in_chans: int = 3, patch_size: int = 4, embed_dim: int = 8, depth: int = 2,
                 offload_activations: bool = True):
        super().__init__()
        self.patch_embed = PatchEmbed(in_chans, patch_size, embed_dim)
        self.blocks = nn.ModuleList([ViTBlock(embed_dim) for _ in range(depth)])
        self.post_layernorm = nn.LayerNorm(embed_dim)
        self.offloader = ActivationCPUOffloader(pin_memory=False).attach(self.blocks) if offload_activations else None

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        hidden_states = self.patch_embed(pixel_values)
        for block in self.blocks:
            hidden_states = block(hidden_states)
        return self.post_layernorm(hidden_states)


vision_tower = VisionTower()
encode_images = torch.compile(vision_tower, fullgraph=True)
