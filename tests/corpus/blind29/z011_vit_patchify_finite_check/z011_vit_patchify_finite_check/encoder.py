import torch

from .preprocess import ImagePreprocessor, PatchConfig


class EncoderBlock(torch.nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.norm = torch.nn.LayerNorm(dim)
        self.mlp = torch.nn.Sequential(torch.nn.Linear(dim, dim * 2), torch.nn.GELU(), torch.nn.Linear(dim * 2, dim))

    def forward(self, x):
        return x + self.mlp(self.norm(x))


class VisionEncoder(torch.nn.Module):
    def __init__(self, cfg: PatchConfig = PatchConfig(), dim: int = 32, depth: int = 2):
        super().__init__()
        self.preproc = ImagePreprocessor(cfg)
        in_dim = cfg.channels * cfg.patch_size ** 2
        self.embed = torch.nn.Linear(in_dim, dim)
        self.blocks = torch.nn.ModuleList(EncoderBlock(dim) for _ in range(depth))
        self.final_norm = torch.nn.LayerNorm(dim)

    def forward(self, pixels: torch.Tensor) -> torch.Tensor:
        tokens = self.embed(self.preproc(pixels))
        for blk in self.blocks:
            tokens = blk(tokens)
        return self.final_norm(tokens)


compiled_encoder = torch.compile(VisionEncoder(), fullgraph=True)
