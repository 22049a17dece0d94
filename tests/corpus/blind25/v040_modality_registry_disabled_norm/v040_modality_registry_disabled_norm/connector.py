import torch
import torch.nn as nn

from .registry import get_preprocessor


class PatchProjector(nn.Module):
    def __init__(self, patch: int = 4, dim: int = 16):
        super().__init__()
        self.patch = patch
        self.proj = nn.Linear(3 * patch * patch, dim)

    def forward(self, x):  # [n, 3, h, w]
        p = self.patch
        n, c, h, w = x.shape
        x = x.unfold(2, p, p).unfold(3, p, p)  # n, c, h/p, w/p, p, p
        x = x.permute(0, 2, 3, 1, 4, 5).reshape(n, -1, c * p * p)
        return self.proj(x)


class OmniConnector(nn.Module):
    def __init__(self, modality: str = "image", dim: int = 16, text_dim: int = 32):
        super().__init__()
        self.modality = modality
        self.patches = PatchProjector(dim=dim)
        self.modality_embed = nn.ParameterDict({"image": nn.Parameter(torch.zeros(dim)), "video": nn.Parameter(torch.zeros(dim))})
        self.out = nn.Linear(dim, text_dim)

    def _prepare(self, raw: torch.Tensor) -> torch.Tensor:
        preprocess = get_preprocessor(self.modality)
        return preprocess(raw)

    def forward(self, raw: torch.Tensor) -> torch.Tensor:
        x = self._prepare(raw)
        if x.dim() == 3:
            x = x.unsqueeze(0)
        tokens = self.patches(x) + self.modality_embed[self.modality]
        return self.out(tokens).flatten(0, 1)


connector = OmniConnector("image")
compiled_connector = torch.compile(connector, fullgraph=True)
