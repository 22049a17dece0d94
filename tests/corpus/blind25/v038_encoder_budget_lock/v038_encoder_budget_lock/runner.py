import torch
import torch.nn as nn

from .budget import EncoderBudget
from .vision import PatchEmbed, PixelShuffleMerger


class MMRunner(nn.Module):
    def __init__(self, budget: EncoderBudget):
        super().__init__()
        self.patch_embed = PatchEmbed()
        self.blocks = nn.ModuleList(nn.TransformerEncoderLayer(16, 2, 32, dropout=0.0, batch_first=True) for _ in range(1))
        self.merger = PixelShuffleMerger()
        self.budget = budget

    def _account(self, image_embeds: torch.Tensor) -> None:
        self.budget.consume(image_embeds.shape[0])

    def execute_encoder(self, pixel_values: torch.Tensor) -> torch.Tensor:
        x = self.patch_embed(pixel_values).unsqueeze(0)
        for blk in self.blocks:
            x = blk(x)
        image_embeds = self.merger(x.squeeze(0))
        self._account(image_embeds)
        return image_embeds


runner = MMRunner(EncoderBudget()).eval()
encode = torch.compile(runner.execute_encoder, fullgraph=True)
