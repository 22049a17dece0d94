import torch
from torch import nn

from .mm_ops import scatter_image_embeds


class InternVLPixelShuffleProjector(nn.Module):
    def __init__(self, vit_hidden: int, llm_hidden: int, downsample_ratio: float = 0.5):
        super().__init__()
        self.scale = int(1 / downsample_ratio)
        in_dim = vit_hidden * self.scale * self.scale
        self.mlp1 = nn.Sequential(
            nn.LayerNorm(in_dim), nn.Linear(in_dim, llm_hidden), nn.GELU(), nn.Linear(llm_hidden, llm_hidden)
        )

    def pixel_shuffle(self, x: torch.Tensor) -> torch.Tensor:
        n, h, w, c = x.shape
        s = self.scale
        x = x.view(n, h // s, s, w // s, s, c).permute(0, 1, 3, 2, 4, 5)
        return x.reshape(n, (h // s) * (w // s), s * s * c)

    def forward(self, vit_embeds: torch.Tensor) -> torch.Tensor:
        return self.mlp1(self.pixel_shuffle(vit_embeds))


class InternVLChatModel(nn.Module):
    def __init__(self, vocab_size: int = 32, llm_hidden: int = 8, vit_hidden: int = 6):
        super().__init__()
        self.tok_embeddings = nn.Embedding(vocab_size, llm_hidden)
        self.projector = InternVLPixelShuffleProjector(vit_hidden, llm_hidden)

    def forward(
        self,
        input_ids: torch.Tensor,
        vit_embeds: torch.Tensor,
        image_offsets: torch.Tensor,
        image_lengths: torch.Tensor,
    ) -> torch.Tensor:
        inputs_embeds = self.tok_embeddings(input_ids)
        image_embeds = self.projector(vit_embeds).flatten(0, 1)
        return scatter_image_embeds(inputs_embeds, image_offsets, image_lengths, image_embeds)


model = InternVLChatModel()
compiled = torch.compile(model, fullgraph=True)
