import torch
import torch.nn as nn

from .bookkeeping import TileLedger, dump_tiles
from .config import SERVING_CONFIG, InternVLChatConfig

IMG_CONTEXT_ID = 46  # <IMG_CONTEXT> in the toy vocab


def pixel_shuffle(x: torch.Tensor, scale: float) -> torch.Tensor:
    n, w, h, c = x.shape
    x = x.view(n, w, int(h * scale), int(c / scale)).permute(0, 2, 1, 3).contiguous()
    x = x.view(n, int(h * scale), int(w * scale), int(c / (scale * scale)))
    return x.permute(0, 2, 1, 3).contiguous()


class InternVLChatModel(nn.Module):
    def __init__(self, config: InternVLChatConfig):
        super().__init__()
        self.config = config
        self.ledger = TileLedger(config.num_image_token)
        self.patch_embedding = nn.Conv2d(3, config.vit_hidden_size, config.patch_size, config.patch_size)
        self.vit_norm = nn.LayerNorm(config.vit_hidden_size)
        c4 = config.vit_hidden_size * int(1 / config.downsample_ratio) ** 2
        self.mlp1 = nn.Sequential(nn.LayerNorm(c4), nn.Linear(c4, config.llm_hidden_size), nn.GELU(),
                                  nn.Linear(config.llm_hidden_size, config.llm_hidden_size))
        self.embed_tokens = nn.Embedding(100, config.llm_hidden_size)

    def extract_feature(self, pixel_values: torch.Tensor) -> torch.Tensor:
        x = self.vit_norm(self.patch_embedding(pixel_values).flatten(2).transpose(1, 2))
        h = w = int(x.shape[1] ** 0.5)
        x = pixel_shuffle(x.reshape(x.shape[0], h, w, -1), self.config.downsample_ratio)
        return self.mlp1(x.reshape(x.shape[0], -1, x.shape[-1]))

    def forward(self, pixel_values: torch.Tensor, input_ids: torch.Tensor, image_flags: torch.Tensor) -> torch.Tensor:
        if self.config.check_tile_bookkeeping:
            self.ledger.validate(image_flags, input_ids, IMG_CONTEXT_ID)
        if self.config.dump_tiles_dir is not None:
            dump_tiles(pixel_values, self.config.dump_tiles_dir)
        vit_embeds = self.extract_feature(pixel_values)
        vit_embeds = vit_embeds * image_flags.view(-1, 1, 1).to(vit_embeds.dtype)
        input_embeds = self.embed_tokens(input_ids)
        selected = (input_ids == IMG_CONTEXT_ID).unsqueeze(-1)
        return input_embeds.masked_scatter(selected, vit_embeds.reshape(-1, vit_embeds.shape[-1]))


_model = InternVLChatModel(SERVING_CONFIG).eval()


def prefill_embeddings(pixel_values: torch.Tensor, input_ids: torch.Tensor, image_flags: torch.Tensor) -> torch.Tensor:
    return _model(pixel_values, input_ids, image_flags)


step = torch.compile(prefill_embeddings, fullgraph=True)
