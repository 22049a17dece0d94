import torch

from .recipes import RECIPES


def fp8_fake_cast(x: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    return (x * scale).to(torch.float8_e4m3fn).to(x.dtype) / scale


class FP8MLPBlock(torch.nn.Module):
    def __init__(self, hidden: int = 8, recipe: str = "delayed"):
        super().__init__()
        self.up = torch.nn.Linear(hidden, 4 * hidden)
        self.down = torch.nn.Linear(4 * hidden, hidden)
        self.norm = torch.nn.LayerNorm(hidden)
        self.in_recipe = RECIPES[recipe]()
        self.mid_recipe = RECIPES[recipe]()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.norm(x)
        h = fp8_fake_cast(h, self.in_recipe.update(h))
        h = torch.nn.functional.silu(self.up(h))
        h = fp8_fake_cast(h, self.mid_recipe.update(h))
        return x + self.down(h)


block_step = torch.compile(FP8MLPBlock(), fullgraph=True)
