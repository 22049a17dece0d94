import torch
from torch import nn


class LinearPatchEmbed(nn.Module):
    """Conv2d(kernel=stride=patch) rewritten as unfold + matmul."""

    def __init__(self, weight: torch.Tensor, bias: torch.Tensor, patch_size: int) -> None:
        super().__init__()
        self.patch_size = patch_size
        self.proj = nn.Linear(weight[0].numel(), weight.shape[0])
        with torch.no_grad():
            self.proj.weight.copy_(weight.flatten(1))
            self.proj.bias.copy_(bias)

    @classmethod
    def from_conv(cls, conv: nn.Conv2d) -> "LinearPatchEmbed":
        return cls(conv.weight.detach(), conv.bias.detach(), conv.kernel_size[0])

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        p = self.patch_size
        patches = torch.nn.functional.unfold(pixel_values, kernel_size=p, stride=p)
        return self.proj(patches.transpose(1, 2))


class SiglipVisionEmbeddings(nn.Module):
    def __init__(self, channels: int = 3, hidden: int = 16, patch_size: int = 4, image_size: int = 8) -> None:
        super().__init__()
        self.patch_embedding = nn.Conv2d(channels, hidden, kernel_size=patch_size, stride=patch_size)
        self.num_patches = (image_size // patch_size) ** 2
        self.position_embedding = nn.Embedding(self.num_patches, hidden)
        self.register_buffer("position_ids", torch.arange(self.num_patches)[None], persistent=False)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        embeds = self.patch_embedding(pixel_values)
        if embeds.dim() == 4:
            embeds = embeds.flatten(2).transpose(1, 2)
        return embeds + self.position_embedding(self.position_ids)


class SiglipVisionModel(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.embeddings = SiglipVisionEmbeddings()
        self.post_layernorm = nn.LayerNorm(16)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        return self.post_layernorm(self.embeddings(pixel_values))
