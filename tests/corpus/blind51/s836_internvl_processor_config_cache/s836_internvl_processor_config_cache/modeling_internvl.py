import torch
import torch.nn.functional as F
from torch import nn

from .processor_config import load_processor_config


def pixel_shuffle(x: torch.Tensor, scale_factor: float = 0.5, ps_version: str = "v2") -> torch.Tensor:
    n, w, h, c = x.size()
    x = x.view(n, w, int(h * scale_factor), int(c / scale_factor))
    x = x.permute(0, 2, 1, 3).contiguous()
    x = x.view(n, int(h * scale_factor), int(w * scale_factor), int(c / (scale_factor * scale_factor)))
    if ps_version != "v1":
        x = x.permute(0, 2, 1, 3).contiguous()
    return x


class InternVLChatModel(nn.Module):
    def __init__(self, model_path: str, vit_hidden: int = 8, llm_hidden: int = 16, vocab_size: int = 64):
        super().__init__()
        self.model_path = model_path
        self.img_context_token_id = 60
        self.patch_embed = nn.Conv2d(3, vit_hidden, kernel_size=2, stride=2)
        self.mlp1 = nn.Sequential(
            nn.LayerNorm(vit_hidden * 4),
            nn.Linear(vit_hidden * 4, llm_hidden),
            nn.GELU(),
            nn.Linear(llm_hidden, llm_hidden),
        )
        self.embed_tokens = nn.Embedding(vocab_size, llm_hidden)

    @property
    def downsample_ratio(self) -> float:
        return load_processor_config(self.model_path)["downsample_ratio"]

    @property
    def ps_version(self) -> str:
        return load_processor_config(self.model_path)["ps_version"]

    def extract_feature(self, pixel_values: torch.Tensor) -> torch.Tensor:
        vit_embeds = self.patch_embed(pixel_values).flatten(2).transpose(1, 2).contiguous()
        h = w = int(vit_embeds.shape[1] ** 0.5)
        vit_embeds = vit_embeds.reshape(vit_embeds.shape[0], h, w, -1)
        vit_embeds = pixel_shuffle(vit_embeds, scale_factor=self.downsample_ratio, ps_version=self.ps_version)
        vit_embeds = vit_embeds.reshape(vit_embeds.shape[0], -1, vit_embeds.shape[-1])
        return self.mlp1(vit_embeds)

    def get_input_embeddings(self, input_ids: torch.Tensor, pixel_values: torch.Tensor) -> torch.Tensor:
        inputs_embeds = self.embed_tokens(input_ids)
        vit_embeds = self.extract_feature(pixel_values).flatten(0, 1)
        selected = (input_ids == self.img_context_token_id).unsqueeze(-1)
        return inputs_embeds.masked_scatter(selected, vit_embeds.to(inputs_embeds.dtype))


model = InternVLChatModel("/models/InternVL2-1B")


@torch.compile(fullgraph=True, dynamic=False)
def prefill_embeddings(input_ids: torch.Tensor, pixel_values: torch.Tensor) -> torch.Tensor:
    embeds = model.get_input_embeddings(input_ids, pixel_values)
    return F.normalize(embeds, dim=-1)
