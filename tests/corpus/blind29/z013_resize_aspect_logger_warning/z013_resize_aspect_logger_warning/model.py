import torch

from .resize import fit_to_square

CLIP_MEAN = [0.4815, 0.4578, 0.4082]
CLIP_STD = [0.2686, 0.2613, 0.2758]


class Normalize(torch.nn.Module):
    def __init__(self, mean, std):
        super().__init__()
        self.register_buffer("mean", torch.tensor(mean)[None, :, None, None])
        self.register_buffer("inv_std", 1.0 / torch.tensor(std)[None, :, None, None])

    def forward(self, x):
        return (x - self.mean) * self.inv_std


class ImageTower(torch.nn.Module):
    def __init__(self, image_size: int = 8, width: int = 16):
        super().__init__()
        self.image_size = image_size
        self.norm = Normalize(CLIP_MEAN, CLIP_STD)
        self.conv = torch.nn.Conv2d(3, width, kernel_size=4, stride=4)
        self.head = torch.nn.Linear(width, width)

    def preprocess(self, pixels: torch.Tensor) -> torch.Tensor:
        pixels = pixels.to(dtype=self.conv.weight.dtype)
        pixels = fit_to_square(pixels, self.image_size)
        return self.norm(pixels)

    def forward(self, pixels: torch.Tensor) -> torch.Tensor:
        feats = self.conv(self.preprocess(pixels))
        pooled = feats.flatten(2).mean(-1)
        return self.head(pooled)


compiled_tower = torch.compile(ImageTower(), fullgraph=True)
