import torch
from torch import nn

from . import hashing

IMAGE_TOKEN_ID = 42


class PixelShuffleProjector(nn.Module):
    def __init__(self, in_ch: int, dim: int, patch: int = 2) -> None:
        super().__init__()
        self.patch = patch
        self.proj = nn.Linear(in_ch * patch * patch, dim)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        b, c, h, w = pixel_values.shape
        p = self.patch
        x = pixel_values.reshape(b, c, h // p, p, w // p, p).permute(0, 2, 4, 1, 3, 5)
        return self.proj(x.reshape(b * (h // p) * (w // p), c * p * p))


class HashedMMModel(nn.Module):
    def __init__(self, vocab: int = 64, dim: int = 8) -> None:
        super().__init__()
        self.vocab = vocab
        self.embed = nn.Embedding(vocab, dim)
        self.vision = PixelShuffleProjector(3, dim)
        self.lm_head = nn.Linear(dim, vocab, bias=False)

    def pad_input_ids(self, input_ids: torch.Tensor, pixel_values: torch.Tensor) -> torch.Tensor:
        pad_id = hashing.hash_to_pad_id(hashing.hash_media(pixel_values), self.vocab)
        return torch.where(input_ids == IMAGE_TOKEN_ID, pad_id, input_ids)

    def forward(self, input_ids: torch.Tensor, pixel_values: torch.Tensor) -> torch.Tensor:
        is_image = input_ids == IMAGE_TOKEN_ID
        padded = self.pad_input_ids(input_ids, pixel_values)
        text = self.embed(padded)
        feats = self.vision(pixel_values)
        pos = (is_image.long().cumsum(0) - 1).clamp(min=0)
        merged = torch.where(is_image.unsqueeze(-1), feats[pos], text)
        return self.lm_head(merged)


def build_model() -> HashedMMModel:
    return HashedMMModel().eval()


compiled_model = torch.compile(build_model(), fullgraph=True)
