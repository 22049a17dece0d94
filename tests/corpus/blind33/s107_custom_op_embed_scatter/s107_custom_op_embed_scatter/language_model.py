import torch
from torch import nn

from .ops import IMAGE_TOKEN_ID, merge_embeddings


class VisionAdapter(nn.Module):
    def __init__(self, dim: int) -> None:
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.fc = nn.Linear(dim, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc(self.norm(x))


class EmbeddingFrontend(nn.Module):
    def __init__(self, vocab: int = 32, dim: int = 8) -> None:
        super().__init__()
        self.tok = nn.Embedding(vocab, dim)
        self.adapter = VisionAdapter(dim)
        self.scale = dim ** 0.5

    def forward(self, input_ids: torch.Tensor, vision_embeds: torch.Tensor) -> torch.Tensor:
        text = self.tok(input_ids) * self.scale
        vis = self.adapter(vision_embeds)
        return merge_embeddings(text, input_ids, vis, IMAGE_TOKEN_ID)


_FRONTEND = EmbeddingFrontend().eval()


@torch.compile(fullgraph=True)
def embed_multimodal(input_ids: torch.Tensor, vision_embeds: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return _FRONTEND(input_ids, vision_embeds)
