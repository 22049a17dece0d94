from dataclasses import dataclass

import torch
import torch.nn as nn

from .base import MultiModalMixin


@dataclass
class LlavaConfig:
    vocab_size: int = 40
    hidden_size: int = 16
    vision_hidden_size: int = 12
    image_token_index: int = 39
    vision_feature_layer: int = -2
    projector_hidden_act: str = "gelu"


class MultiModalProjector(nn.Module):
    def __init__(self, cfg: LlavaConfig):
        super().__init__()
        self.linear_1 = nn.Linear(cfg.vision_hidden_size, cfg.hidden_size)
        self.act = nn.GELU() if cfg.projector_hidden_act == "gelu" else nn.SiLU()
        self.linear_2 = nn.Linear(cfg.hidden_size, cfg.hidden_size)

    def forward(self, image_features):
        return self.linear_2(self.act(self.linear_1(image_features)))


class DecoderBlock(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.norm = nn.RMSNorm(dim)
        self.mlp = nn.Sequential(nn.Linear(dim, 2 * dim), nn.SiLU(), nn.Linear(2 * dim, dim))

    def forward(self, x):
        return x + self.mlp(self.norm(x))


class TinyLlava(MultiModalMixin, nn.Module):
    def __init__(self, cfg: LlavaConfig):
        super().__init__()
        self.config = cfg
        self.embed_tokens = nn.Embedding(cfg.vocab_size, cfg.hidden_size)
        self.multi_modal_projector = MultiModalProjector(cfg)
        self.layers = nn.ModuleList(DecoderBlock(cfg.hidden_size) for _ in range(2))
        self.lm_head = nn.Linear(cfg.hidden_size, cfg.vocab_size, bias=False)

    def get_input_embeddings(self):
        return self.embed_tokens

    def forward(self, input_ids, vision_hidden_states):
        inputs_embeds = self.get_input_embeddings()(input_ids)
        selected = vision_hidden_states[self.config.vision_feature_layer][:, 1:]  # drop CLS
        image_features = self.multi_modal_projector(selected).flatten(0, 1)
        h = self.merge_image_features(input_ids, inputs_embeds, image_features)
        for layer in self.layers:
            h = layer(h)
        return self.lm_head(h[:, -1])


model = TinyLlava(LlavaConfig())
compiled_model = torch.compile(model, fullgraph=True)
